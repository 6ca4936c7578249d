import CompatMatrixCore

/// One concern's plan within a whole plan: its strategies cut to the profile, and to the
/// strategies the plans of other concerns use where its strategies depend on them.
extension Resolver {
  /// The plan for a concern under a profile (`nil`: every strategy competes), given the plans
  /// its strategies depend on (`nil`: dependencies are not checked).
  ///
  /// A strategy outside the profile is usable only over versions where no strategy of the
  /// profile is usable at all, and the plan then says it bridges; a strategy that depends on
  /// another concern's strategies is usable only where that concern's plan uses one of them.
  package func plan(
    for concern: Concern, in range: ResolvedRange, profile: NavigationProfile?,
    providers: [String: ConcernPlan]?
  ) -> ConcernPlan {
    assemble(scoredPlan(for: concern, in: range, profile: profile, providers: providers))
  }

  /// The plan `plan(for:in:profile:providers:)` makes, scored but not spelled out.
  func scoredPlan<Provider: ProvidingPlan>(
    for concern: Concern, in range: ResolvedRange, profile: NavigationProfile?,
    providers: [String: Provider]?
  ) -> ScoredPlan {
    let (timeline, admitted) = constrainedTimeline(
      for: concern, in: range, profile: profile, providers: providers)
    let planner = self.planner(for: timeline, under: profile)
    var choices: [StrategyPlanner.Choice] = []
    var cost = 0
    for run in ScoredPlan.servedRuns(timeline) where run.served {
      let result = planner.plan(run.segments)
      choices += result.choices
      cost += result.cost
    }
    return ScoredPlan(
      timeline: timeline, admitted: admitted, profile: profile, choices: choices, cost: cost)
  }

  /// A concern's timeline with the profile's and the dependencies' exclusions applied, and
  /// which strategies the profile admits natively.
  ///
  /// In order: segments where the concern does not arise are marked; a strategy touching a
  /// surface the profile cannot reach is excluded, one that reaches it through an adapter (a
  /// bridge) costs `weights.bridge` more; a strategy that declares no surfaces keeps the
  /// framework rule (another framework's only where none of the profile's serves); a strategy
  /// whose dependency the plan does not use there is excluded; and the plain default is
  /// excluded wherever anything else still serves.
  func constrainedTimeline<Provider: ProvidingPlan>(
    for concern: Concern, in range: ResolvedRange, profile: NavigationProfile?,
    providers: [String: Provider]?
  ) -> (ConcernTimeline, admitted: [Bool]) {
    var cuts: [OSVersion] = []
    if let providers {
      for strategy in concern.strategies {
        for dependency in strategy.dependsOn {
          cuts += providers[dependency.concern]?.boundaries ?? []
        }
      }
    }
    let bounded = concern.appliesTo.flatMap { $0.bounds(range.platform) ? $0 : nil }
    if let bounded {
      cuts += [bounded.from, bounded.until].compactMap { $0 }
    }
    var timeline = ConcernTimeline(
      concern: concern, range: range,
      timelines: strategyTimelines(of: concern, on: range.platform, under: profile), cuts: cuts,
      weights: weights)
    if let bounded {
      for (segment, bounds) in timeline.segments.enumerated()
      where !bounded.arises(on: range.platform, at: bounds.from) {
        timeline.markInapplicable(segment)
      }
    }
    let reaches = profile.map { strategyReach(of: concern, under: $0) }
    let frameworks = strategyFrameworks(of: concern)
    let admitted = frameworks.indices.map { index in
      guard let profile else { return true }
      if let reach = reaches?[index] { return reach == .native }
      return profile.admits(framework: frameworks[index], layer: concern.layer)
    }
    if let profile, let reaches {
      var legacyOutside: [Int] = []
      for index in concern.strategies.indices {
        switch reaches[index] {
        case .unreachable(let surface, _)?:
          for segment in timeline.segments.indices {
            timeline.exclude(
              index, segment, because: .unreachable(surface: surface, profile: profile))
          }
        case .unreachableDependency(let dependency, let surface, _)?:
          for segment in timeline.segments.indices {
            timeline.exclude(
              index, segment,
              because: .unreachableDependency(dependency, surface: surface, profile: profile))
          }
        case .bridged?: timeline.surcharge(index, by: weights.bridge)
        case .native?: break
        case nil: if !admitted[index] { legacyOutside.append(index) }
        }
      }
      if !legacyOutside.isEmpty {
        for segment in timeline.segments.indices
        where admitted.indices.contains(where: { admitted[$0] && timeline.isUsable($0, segment) }) {
          for index in legacyOutside {
            timeline.exclude(index, segment, because: .outsideProfile(profile))
          }
        }
      }
    }
    if let providers {
      for (index, strategy) in concern.strategies.enumerated() where !strategy.dependsOn.isEmpty {
        for (segment, bounds) in timeline.segments.enumerated() {
          let unmet = strategy.dependsOn.first { dependency in
            guard let used = providers[dependency.concern]?.strategy(at: bounds.from) else {
              return true
            }
            return !dependency.strategies.contains(used.id)
          }
          if let unmet { timeline.exclude(index, segment, because: .needsStrategy(unmet)) }
        }
      }
    }
    let defaults = concern.strategies.indices.filter {
      concern.strategies[$0].kind == .plainDefault
    }
    if !defaults.isEmpty {
      let others = concern.strategies.indices.filter { !defaults.contains($0) }
      for segment in timeline.segments.indices
      where others.contains(where: { timeline.isUsable($0, segment) }) {
        for index in defaults {
          timeline.exclude(index, segment, because: .plainDefaultWhereOthersServe)
        }
      }
    }
    return (timeline, admitted)
  }

  /// The full plan of a scored one: the branches, the gaps between them, the bridges and
  /// every strategy not chosen with why.
  func assemble(
    _ scored: ScoredPlan, followedTies: [Int: FollowedTie] = [:],
    settledForThePlan: Set<Int> = []
  ) -> ConcernPlan {
    let timeline = scored.timeline
    let admitted = scored.admitted
    let profile = scored.profile
    let choices = scored.choices
    let planner = self.planner(for: timeline, under: profile)
    let needs = dependencyLists(on: timeline.concern)
    let branches = choices.enumerated().map { offset, choice in
      branch(
        for: choice, timeline: timeline,
        tie: tie(
          of: choice, planner: planner, needs: needs, admitted: admitted,
          followed: followedTies[offset], profile: profile,
          sharesAPIs: settledForThePlan.contains(offset)))
    }
    var bridges: [PlanBridge] = []
    if let profile {
      for (choice, branch) in zip(choices, branches) where !admitted[choice.strategy] {
        let reach = matrix.reachability(of: branch.strategy, under: profile)
        let adapters = reach?.adapters ?? []
        let touched = branch.strategy.touches ?? []
        let reached = touched.filter { surface in adapters.contains { $0.gives.contains(surface) } }
        bridges.append(
          PlanBridge(
            profile: profile, branch: branch,
            framework: matrix.framework(of: branch.strategy) ?? "another framework",
            versions: VersionSpanText.label(
              from: branch.from, until: branch.until, in: timeline.range),
            adapters: adapters,
            surfaces: reached.map { matrix.surface(id: $0)?.title ?? $0 }))
      }
    }
    // A strategy in a tie is named with the branch, not among those not chosen.
    let tied = Set(branches.flatMap { $0.tie?.others.map(\.id) ?? [] })
    let chosen = Set(choices.map(\.strategy))
    let reaches = profile.map { strategyReach(of: timeline.concern, under: $0) }
    let rejected = timeline.concern.strategies.indices.filter {
      !chosen.contains($0) && !tied.contains(timeline.concern.strategies[$0].id)
    }.map { index in
      if let profile, let reach = reaches?[index], !reach.isReachable {
        return outOfReach(index, reach: reach, timeline: timeline, profile: profile)
      }
      return rejection(
        of: index, timeline: timeline, branches: branches, under: profile,
        outside: admitted[index] ? nil : profile)
    }.sorted(by: RejectedStrategy.listsBefore)
    let reason = timeline.concern.appliesTo?.reason ?? ""
    return ConcernPlan(
      concern: timeline.concern, range: timeline.range, branches: branches, gaps: scored.gaps,
      rejected: rejected, cost: scored.cost, profile: profile, bridges: bridges,
      notApplicable: scored.inapplicable.map {
        PlanStretch(
          from: $0.from, until: $0.until, reason: reason,
          condition: ScoredPlan.condition(at: $0.from, in: timeline.range))
      })
  }

  /// A branch; every branch but one starting at the range's minimum needs a condition, even
  /// after a gap (`if #available(iOS 18.0, *) { … }` with nothing in the `else`).
  private func branch(
    for choice: StrategyPlanner.Choice, timeline: ConcernTimeline, tie: PlanTie?
  ) -> PlanBranch {
    let (from, until) = ScoredPlan.bounds(choice.start..<choice.end, timeline)
    let spans = Array(timeline.spans[choice.strategy][choice.start..<choice.end])
    // A span may reach beyond the branch; its reason is told for the branch's versions only.
    let notes = merged(spans.filter { $0.status != .works }, range: timeline.range).map {
      var reason = $0
      reason.from = max(reason.from, from)
      if let end = until, reason.until.map({ $0 > end }) ?? true { reason.until = end }
      return reason
    }
    let strategy = timeline.concern.strategies[choice.strategy]
    return PlanBranch(
      strategy: strategy, apis: strategy.requires.map { matrix.api(id: $0)?.symbol ?? $0 },
      from: from, until: until,
      status: spans.map(\.status).max() ?? .works, notes: notes,
      condition: ScoredPlan.condition(at: from, in: timeline.range, kind: strategy.kind),
      newerSDKNotes: StatusReason.newerSDK(
        strategy, from: from, until: until, in: timeline.range, linkedOn: sdk), tie: tie)
  }

  /// Reasons for spans, merging neighbours whose status and cause are the same after
  /// clipping (a timeline may split one cause at an unrelated segment boundary).
  private func merged(_ spans: [StatusSpan], range: ResolvedRange) -> [StatusReason] {
    var reasons: [StatusReason] = []
    for span in spans {
      let reason = StatusReason.explaining(span, in: range, matrix: matrix)
      // One span covers several segments when other strategies cut the range inside it.
      if reasons.last == reason { continue }
      if let last = reasons.last, last.until == reason.from, last.status == reason.status,
        last.text == reason.text
      {
        reasons[reasons.count - 1].until = reason.until
      } else {
        reasons.append(reason)
      }
    }
    return reasons
  }

  /// The rejection of a strategy the profile cannot reach: that is the one reason, whatever
  /// its own statuses say (a hybrid plan never says `dismiss` is "not usable before 15.0", as
  /// if raising the minimum made it usable in a hosted screen).
  private func outOfReach(
    _ index: Int, reach: Reachability, timeline: ConcernTimeline, profile: NavigationProfile
  ) -> RejectedStrategy {
    let strategy = timeline.concern.strategies[index]
    // Only called for a reach that is not reachable.
    let (surface, reason) = reach.unreachableSurface!
    var dependency: StrategyDependency?
    let cause: StatusCause
    if case .unreachableDependency(let needed, _, _) = reach {
      dependency = needed
      cause = .unreachableDependency(needed, surface: surface, profile: profile)
    } else {
      cause = .unreachable(surface: surface, profile: profile)
    }
    let whole = StatusSpan(
      from: timeline.range.minimum, until: nil, status: .unavailable, cause: cause)
    let withheld = matrix.reach(of: profile)?.withheld.first { $0.surfaces.contains(surface) }
    return RejectedStrategy(
      strategy: strategy,
      reasons: [StatusReason.explaining(whole, in: timeline.range, matrix: matrix)],
      summary: RejectionSummary.outOfReach(profile).description,
      outOfReach: OutOfReach(
        profile: profile, surface: surface,
        surfaceTitle: matrix.surface(id: surface)?.title ?? surface,
        needs: dependency.map { needed in
          OutOfReach.Needed(
            concern: needed.concern,
            names: needed.strategies.map { matrix.strategy(id: $0)?.strategy.shortName ?? $0 })
        }, reason: reason,
        evidence: withheld?.evidence ?? Evidence(sources: [], confidence: .confirmed)))
  }

  private func rejection(
    of index: Int, timeline: ConcernTimeline, branches: [PlanBranch],
    under planProfile: NavigationProfile?, outside profile: NavigationProfile?
  ) -> RejectedStrategy {
    let strategy = timeline.concern.strategies[index]
    // Only where the concern arises: before it, no strategy is wanted, so "not usable before
    // 26.0" would blame a strategy for the concern's own start.
    let spans = timeline.spans[index].indices.filter(timeline.isApplicable).map {
      timeline.spans[index][$0]
    }
    let leftOut = spans.contains {
      if case .outsideProfile = $0.cause { return true }
      return false
    }
    // A UIKit app could host a SwiftUI screen for it, but that is the hybrid profile: in a
    // UIKit plan a SwiftUI strategy is left out, never "usable across the range".
    let hostedOnly =
      planProfile == .uikit && matrix.framework(of: strategy) == NavigationProfile.swiftUI
    if let profile = leftOut ? profile : hostedOnly ? .uikit : nil {
      // Left out for its framework: its reasons are its own, not the profile's.
      let own = spans.filter {
        if case .outsideProfile = $0.cause { return false }
        return $0.status != .works
      }
      return RejectedStrategy(
        strategy: strategy, reasons: merged(own, range: timeline.range),
        summary: RejectionSummary.otherFramework(profile).description, standing: .unusable)
    }
    if spans.contains(where: { $0.cause == .plainDefaultWhereOthersServe }) {
      let own = spans.filter { $0.cause != .plainDefaultWhereOthersServe && $0.status != .works }
      return RejectedStrategy(
        strategy: strategy, reasons: merged(own, range: timeline.range),
        summary: RejectionSummary.plainDefault.description, standing: .unusable)
    }
    let reasons = merged(spans.filter { $0.status != .works }, range: timeline.range)
    let unusable = reasons.filter { !$0.status.isUsable }
    let summary: RejectionSummary
    let standing: RejectionStanding
    if unusable.count == reasons.count, !spans.contains(where: \.status.isUsable) {
      (summary, standing) = (.neverUsable, .unusable)
    } else if !unusable.isEmpty {
      summary = .unusable(unusable.map { ($0.from, $0.until) }, range: timeline.range)
      standing = .usableInPart
    } else {
      summary = .costlier(
        strategy: strategy, worst: spans.map(\.status).max() ?? .works,
        chosen: branches.map(\.strategy), bridge: profile != nil)
      standing = .usableThroughout
    }
    return RejectedStrategy(
      strategy: strategy, reasons: reasons, summary: summary.description, standing: standing)
  }
}

extension ConcernPlan {
  /// The strategy the plan uses at a version; `nil` in a gap or outside the range.
  package func strategy(at version: OSVersion) -> Strategy? {
    branches.first { $0.from <= version && ($0.until.map { version < $0 } ?? true) }?.strategy
  }

  /// Where the plan changes: the start of every branch and gap after the range's minimum.
  package var boundaries: [OSVersion] {
    (branches.map(\.from) + gaps.map(\.from)).filter { $0 > range.minimum }
  }
}
