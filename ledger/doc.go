// Package ledger is axagent's execution ledger: the domain types (business
// key, intent fingerprint, states, executions, notifications, inbox, attempts,
// transition log) and the storage contract every backend implements.
//
// # Keys
//
// A business key names an intent, tenant first:
// tenant:project:meeting:action:operation (demo:P42:M0914:A007:create-task).
// Each key has the fingerprint of its intent (backends compute it from the
// stored intent rather than store it twice); the same key with other
// content is refused (R5). Attempt IDs change per send; keys never do (R2).
//
// # States
//
// Executions and outbox rows share one state machine. Arrows are the only
// allowed transitions (see transitions in state.go):
//
//	        enqueue
//	           │
//	           ▼          claim (gen+1)
//	┌──────► pending ───────────────────┐
//	│retryable │                        ▼
//	│(backoff) │ human          ┌──── running ◄──┐ lease expired:
//	│          ▼                │       │  │     │ another owner
//	│     needs-human ◄─────────┤       │  └─────┘ claims (gen+1)
//	│       │    ▲  permanent / │       │
//	│ requeue    │  cap / human │       │ lost response
//	└───────┘    │              │       ▼
//	             └──────────────┼──── unknown ──► running (reconcile)
//	                            │       │
//	                            ▼       ▼ human resolve
//	                        succeeded ◄─┘         abandoned (human)
//
// pending → running → succeeded is the happy path. unknown is never a failure
// (R8): the reconciler claims it and looks the key up. A claim of a row that
// is InDoubt (unknown, or running with an expired lease) reconciles before
// any send.
//
// # Fencing
//
// Every claim increments the row's generation and stamps a lease. Every later
// write carries (owner, generation) and is refused with *StaleOwnerError when
// another claim superseded it (R12). The target's own dedup is still needed:
// fencing cannot recall a request already sent.
package ledger
