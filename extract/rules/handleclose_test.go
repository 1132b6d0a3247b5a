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
