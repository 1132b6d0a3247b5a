package rules

import "testing"

// A product's version is no date, and an initial before a surname is part
// of the owner's name (notes invented for the test).
func TestProductVersionAndInitialOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"a version after a product's name is no deadline", `# Community call

## Attendees
- Ben Katz
- Ana Souza

## Notes
- Question from Ben: should we drop Python 3.8? No decision yet
`, nil},
		{"an initial before the owner's surname is kept", `Board minutes, June 4

Present: M. Chen (Chair), R. Okafor (Treasurer), L. Haddad

3. Treasurer's report: balance is healthy. R. Okafor will prepare the annual budget draft.
4. Gala: the board agreed to book the hall; L. Haddad to sign the contract by June 20.
`, []want{
			{line: 5, owners: "R. Okafor", title: "prepare the annual budget draft", needsHuman: true},
			{line: 6, owners: "L. Haddad", due: "by June 20", title: "sign the contract", needsHuman: true},
		}},
	})
}

// Record fields written on one line apart ("담당: 유하람 / 기한: 4/4") are
// two fields; the owner's handle closing the task it details leaves the
// title (notes invented for the test).
func TestFieldsOnOneLine(t *testing.T) {
	runFormCases(t, []formCase{
		{"fields apart on one line under a task", `### 할 일
- [ ] 회원 DB 스키마 작성 @유하람
  - 담당: 유하람 / 기한: 4/4
- [ ] Draft the release notes
  - Owner: Sam | Due: Friday
`, []want{
			{line: 2, owners: "유하람", due: "4/4", title: "회원 DB 스키마 작성"},
			{line: 4, owners: "Sam", due: "Friday", title: "Draft the release notes"},
		}},
	})
}

// A need answered after an arrow by who took it (notes invented for the
// test).
func TestNeedThenVolunteerAfterArrow(t *testing.T) {
	runFormCases(t, []formCase{
		{"an arrow before the volunteer", `Notes 3/12

- need someone to own analytics events -> Raj volunteered
- need an owner for the release blog post → Mia
`, []want{
			{line: 3, owners: "Raj", title: "own analytics events", needsHuman: true},
			{line: 4, owners: "Mia", title: "the release blog post", needsHuman: true},
		}},
	})
}

// After an action marker, full names joined before "to" and a verb own
// the item, listed in the notes or not (notes invented for the test).
func TestMarkerFullNamesTo(t *testing.T) {
	runFormCases(t, []formCase{
		{"two full names after an action marker", `# WG minutes

## Decisions and Action Items
* Action Item: Lucas Ward and Mia Chen to complete the shepherd write-ups.
`, []want{
			{line: 4, owners: "Lucas Ward Mia Chen", title: "complete the shepherd write-ups"},
		}},
		{"capitalised words that are no names stay off", `# WG minutes

## Decisions and Action Items
* Action Item: Review Board and Docs Team to sync next week.
`, []want{
			{line: 4, due: "next week", title: "Review Board and Docs Team to sync"},
		}},
	})
}

// "Homework:" and "To do:" mark an action as "TODO:" does; the words
// without the colon are prose (notes invented for the test).
func TestHomeworkAndToDoMarkers(t *testing.T) {
	runFormCases(t, []formCase{
		{"homework and to-do markers", `# Sprint planning

Homework: everyone read the onboarding doc before Monday.
To do: update the README (Mina)
Homework was hard this time.
`, []want{
			{line: 3, owners: "everyone", due: "before Monday", title: "read the onboarding doc"},
			{line: 4, owners: "Mina", title: "update the README"},
		}},
	})
}

// "by" and a person closing a task names its owner; "by" and a day is
// its due (notes invented for the test).
func TestByPersonOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"by a person, by a day", `Attendees: Alice Chen, Bo Park

## 차후 일정 계획
- 보고서 초안 작성 by 김태원
- Draft the spec by Alice Chen
- Draft the FAQ by Friday
- Sort issues by Priority Label
`, []want{
			{line: 4, owners: "김태원", title: "보고서 초안 작성"},
			{line: 5, owners: "Alice Chen", title: "Draft the spec"},
			{line: 6, due: "by Friday", title: "Draft the FAQ"},
			{line: 7, title: "Sort issues by Priority Label"},
		}},
	})
}

// An acronym before a sentence with its own subject labels the topic;
// it owns nothing (notes invented for the test).
func TestAcronymTopicLabelIsNoOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"acronym topic label before a passive plan", `# WG minutes

## Decisions and Action Items
* **ALPN:** The draft will be updated to clarify the protocol.
* RB: share the recording.
`, []want{
			{line: 4, title: "The draft will be updated to clarify the protocol"},
			{line: 5, owners: "RB", title: "share the recording"},
		}},
	})
}
