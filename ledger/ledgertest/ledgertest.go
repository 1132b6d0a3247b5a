// Package ledgertest is the conformance suite of the ledger storage contract.
// Every backend runs Exercise unchanged; differences between backends are
// capabilities, not skipped tests.
package ledgertest

import (
	"context"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// Backend makes fresh databases for the suite.
type Backend struct {
	// NewDB creates an empty ledger and returns a function that opens a new,
	// independent handle (its own connections) on it.
	NewDB func(t *testing.T) (open func(t *testing.T) ledger.Store)
}

// T0 is the suite's fixed start time.
var T0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

// Key is the seed's business key.
var Key = ledger.MustParseKey("demo:P42:M0914:A007:create-task")

// Intent is the seed's action.
var Intent = ledger.Intent{Project: "P42", Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}

// Exercise runs every conformance test against the backend.
func Exercise(t *testing.T, b Backend) {
	tests := []struct {
		name string
		fn   func(*testing.T, ledger.Store, func(*testing.T) ledger.Store)
	}{
		{"EnqueueSameFingerprintReturnsExisting", testEnqueueSame},
		{"EnqueueOtherFingerprintRefused", testEnqueueMismatch},
		{"EnqueueValidatesKey", testEnqueueInvalid},
		{"EnqueueReplacesOnlyUnattemptedNeedsHuman", testEnqueueReplace},
		{"IngestAtomicAndDeduplicated", testIngest},
		{"InboxReceiveThenIngest", testInboxReceive},
		{"InboxDeferAndPark", testInboxDefer},
		{"InboxClaimOnceTakenOverAfterLease", testInboxClaim},
		{"InboxClaimConcurrentClaimersNeverTwice", testInboxClaimConcurrent},
		{"ListingsInByteOrder", testListingOrder},
		{"ClaimSingle", testClaimSingle},
		{"ClaimRespectsLiveLease", testClaimLiveLease},
		{"ClaimExpiredLeaseTakesOverInDoubt", testClaimExpired},
		{"ClaimUnknownWhenDue", testClaimUnknown},
		{"ClaimBatch", testClaimBatch},
		{"ClaimInDoubtAheadOfBacklog", testClaimInDoubtFirst},
		{"ConcurrentClaimOneWinner", testConcurrentClaim},
		{"FairShareUnderBacklog", testFairShareUnderBacklog},
		{"FairCapRespected", testFairCap},
		{"FairWeights", testFairWeights},
		{"FairManyTenants", testFairManyTenants},
		{"FairConcurrentClaimersNeverTwice", testFairConcurrent},
		{"WakeAcrossHandles", testWakeAcrossHandles},
		{"StaleOwnerWriteRefused", testStaleWrite},
		{"RenewLease", testRenew},
		{"CompleteWritesOutboxInSameTransaction", testCompleteOutbox},
		{"HandoffClaimsAsAClaimWould", testHandoffAsClaim},
		{"HandoffFencedExistingAndShared", testHandoffFencedExistingShared},
		{"AllowedAndRefusedTransitions", testTransitions},
		{"OutboxClaimAndFence", testOutbox},
		{"ResolveByHuman", testResolve},
		{"ResolveQueuesNotification", testResolveQueuesNotification},
		{"ResolveFencedByGeneration", testResolveFenced},
		{"CorrectionByPersonAudited", testCorrectionAudited},
		{"OutboxEnqueueOnce", testOutboxEnqueue},
		{"TransitionLogAndAttempts", testLog},
		{"AttemptTraceRecordedAtStart", testTraceAtStart},
		{"LogKeptWhenAttemptEndedTwice", testLogKeptWhenAttemptEndedTwice},
		{"ReasonsNamingTheExternalID", testReasonsNamingExternalID},
		{"GCRespectsStateAndRetention", testGC},
		{"ActionRegistry", testRegistry},
		{"Cache", testCache},
		{"SeriesMeetingFirstWriterWins", testSeriesMeeting},
		{"SeriesTasksOpenListing", testSeriesTasks},
		{"SeriesLinksDecisionsReplacePossible", testSeriesLinks},
		{"SeriesLinksEvidenceTyped", testSeriesLinkEvidence},
		{"StatusFactsOncePerLine", testStatusFacts},
		{"TaskStatusAppendedInPlace", testTaskStatus},
		{"SeriesReportedLatestPerTask", testSeriesReported},
		{"NotesFilesFirstWriterWins", testNotesFiles},
		{"SourceContextsFirstWriterWins", testSourceContexts},
		{"SourceContextsGCWithTheirAction", testSourceContextGC},
		{"Stats", testStats},
		{"ReportFacts", testReportFacts},
		{"TargetPinFirstWriterWins", testTargetPin},
		{"RateBudgetSharedAcrossHandles", testRateBudget},
		{"StorageFigures", testStorage},
		{"PossibleActionsDecidedOnce", testPossible},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Every test has a database of its own (NewDB).
			t.Parallel()
			open := b.NewDB(t)
			s := open(t)
			tc.fn(t, s, open)
		})
	}
}

func ctx() context.Context { return context.Background() }

func enqueue(t *testing.T, s ledger.Store, k ledger.BusinessKey, in ledger.Intent) ledger.Execution {
	t.Helper()
	r, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k, Intent: in, Now: T0})
	if err != nil {
		t.Fatalf("enqueue %s: %v", k, err)
	}
	return r.Execution
}

func claimOne(t *testing.T, s ledger.Store, owner string, at time.Time, keys ...string) (ledger.Execution, bool) {
	t.Helper()
	got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 1, Keys: keys, Now: at})
	if err != nil {
		t.Fatalf("claim by %s: %v", owner, err)
	}
	if len(got) == 0 {
		return ledger.Execution{}, false
	}
	return got[0], true
}

func mustClaim(t *testing.T, s ledger.Store, owner string, at time.Time, keys ...string) ledger.Execution {
	t.Helper()
	e, ok := claimOne(t, s, owner, at, keys...)
	if !ok {
		t.Fatalf("claim by %s at %s: nothing claimed", owner, at)
	}
	return e
}

func completeOne(t *testing.T, s ledger.Store, p ledger.CompleteParams) error {
	t.Helper()
	if p.Now.IsZero() {
		p.Now = T0
	}
	errs, err := s.ExecutionComplete(ctx(), []ledger.CompleteParams{p})
	if err != nil {
		t.Fatalf("complete %s: %v", p.Key, err)
	}
	return errs[0]
}

func get(t *testing.T, s ledger.Store, key string) ledger.Execution {
	t.Helper()
	e, err := s.ExecutionGet(ctx(), ledger.MustParseKey(key))
	if err != nil {
		t.Fatalf("get %s: %v", key, err)
	}
	return e
}
