package rules

import "testing"

// TestClausePossible: a commitment inside a line (a later clause or
// sentence, a request to a person, a named next step) or a single step
// under a discussion topic is told (possible or extracted); the
// near-misses of each stay silent (invented notes).
func TestClausePossible(t *testing.T) {
	cases := []toldCase{
		{"future after a comma", `# Sync

## Updates
- Newsletter
  * Draft went out to the board, will also forward to the members list
`, 5, true},
		{"named future in a parenthesis after a question", `# Sync

Attendees: Noor, Ravi

## Topics
- (Noor) mirror status
  * Does the mirror keep old builds? (It should, but Ravi will check and confirm.)
`, 7, true},
		{"plan verb after its subject", `# Planning

## Parser
Not much progress, though Ilse has been reading the old reports and plans to prototype a fix in the sandbox.
`, 4, true},
		{"volunteered in a later clause", `# Planning

## Perf
- the cache prototype works, so [Tove volunteered to gather some numbers](https://example.org/t/1)
`, 4, true},
		{"asked a person to", `# Board

Attendees: Odile, Jun

## Mentoring
**Odile** Asked Jun to be the buddy of the new maintainer.
`, 6, true},
		{"have a person do", `# Board

Attendees: Odile, Jun

## Video
- Recording
  * Have Jun upload the talk recording to the channel.
`, 7, true},
		{"tagged request to a person", `# Board

Attendees: Odile, Jun

## Goals
- Yearly goals
    * [Jun] Can you please write down your goals for the year?
`, 7, true},
		{"next step named in prose", `# Design

## Upcasting
The next step here is to check in with the review group and move to stabilisation.
`, 4, true},
		{"single step under a topic", `# Infra

## Minutes
- #12: the CI is too slow for our needs
    * add a job that pings the chat when the main build fails
`, 5, true},
		{"step under a topic by a word no imperative, alone", `# Specs

## Minutes
- Threshold signing
    * Apply the pairwise process several times, skipping the repeated cases
`, 5, false},
		{"verb and preposition in a longer step", `# Infra

## Minutes
- Lena: we lack good metrics for the project
    - Respond to the mailing list with the details.
`, 5, true},
		{"step after a question", `# Board

## Event
- A workshop next spring
   * Who would run the logistics? Get a quote from the venue for catering.
`, 5, true},
		{"dated step after a report", `# Infra

## Items
- (AB) index performance
    * Can now rebuild the index in 8 minutes; release to prod this week.
`, 5, true},
		{"outcome after a dash", `# Web

## Discussions
- Error pages - open an issue
`, 4, true},
		{"steps under a team label", `# Sync

## Review team:
- Create issues for each review needed
- Make sure the reviewers know what to review
`, 5, true},
		{"work to be done by a named agent", `# Sync

## Projects
- Scheduler CI
    - Issue to be looked at by Ops team [issue](https://example.org/i/3)
`, 5, true},
		{"Korean first-person future after a speaker", `# 3주차 회의

## 논의
- 지훈: 로그인 API 구현하겠습니다
`, 4, true},
		{"Korean plan ending", `# 3주차 회의

## 논의
- 회원가입 기능 구현 예정
`, 4, true},
		{"Korean obligation ending", `# 3주차 회의

## 논의
- 테스트 코드 보완해야 함
`, 4, true},
		{"Korean request ending", `# 3주차 회의

## 논의
- README 업데이트 해주세요
`, 4, true},
		{"Korean question", `# 3주차 회의

## 논의
- 로그인은 소셜 로그인으로 구현할까요?
`, 4, false},
		{"Korean requirement on a quality", `# 3주차 회의

## 요구사항
- 읽기 편해야 함
`, 4, false},
		{"Korean bug remark with a need", `# 3주차 회의

## 이슈
- 버튼 위치 오류 발생. 수정 필요.
`, 4, false},
		{"step after a short label", `# Weekly

## Notes
- Group work: collect the survey answers
`, 4, true},
		{"work in progress label", `# Weekly

## Notes
- WIP: Enable the trial on the gateway
`, 4, false},
		{"reference label", `# Weekly

## Notes
1. [PR 952](https://example.org/pull/952): move towards hosted runners
`, 4, false},
		{"triage disposition label", `# Triage

## Items
- merge: [**Make the syntax redundant**](https://example.org/rfcs/1)
`, 4, false},
		{"passive future with its deadline after a dash", `# Scrum of scrums

## Updates
- Coil
    - Lewis D: Versioning - first draft submitted as a PR - will be presented to the architects next week
`, 5, true},
		{"a hope under a topic", `# Vulnerability WG

## Minutes
- Coverage
    - Try to have maintainers in the important projects
`, 5, false},
		{"a pointer to read", `# TAC

## Minutes
- Newsletter
    - Check out the [most recent issue](https://example.org/news/)
`, 5, false},
		{"person and task across an arrow", `# Weekly

Attendees: Sam, Lin

## Notes
- Sam → update the roadmap
`, 6, true},
		{"handle addressed with a request", `# Weekly

## Notes
- @sam please take a look at the PR
`, 4, true},
		{"a team's future", `# Weekly

## Notes
- The docs team will publish the guide after the release
`, 4, true},
		{"a flow across an arrow", `# Pipeline

## Flow
- CSV export → model training
`, 4, false},
		{"a speaker's question", `# Call

## Topics
**Greg**: Could you remind us what the timeline is?
`, 4, false},
		{"met with a team", `# Board

## Notes
* Met with the Linux Foundation team to discuss next steps.
`, 4, false},
		// Near-misses.
		{"several steps under a topic are a plan", `# Roadmap

## Minutes
- Hack week
    * Create the hack week website
    * Announce the hack week
`, 5, false},
		{"noun after a verb-like word", `# Roadmap

## Minutes
- Signatures
    * Test vectors for the new signature scheme
`, 5, false},
		{"step under a label", `# Roadmap

## Minutes
- Ideas:
    * add a job that pings the chat when the main build fails
`, 5, false},
		{"hedged future", `# Sync

## Updates
- Newsletter
  * Draft went out, will probably forward it later
`, 5, false},
		{"nobody volunteers", `# Sync

## Topics
Nobody volunteers to write the second implementation, we cannot force anyone.
`, 4, false},
		{"plan as a copula", `# Sync

## Topics
- The plan is to make the develop branch the default
`, 4, false},
		{"asked everyone", `# Sync

## Topics
- Ask everyone to add their name to the attendees
`, 4, false},
		{"question without its mark", `# Sync

## Topics
Could we move it at that time or do we say we're going to move it after that time.
`, 4, false},
		{"a link to a milestone", `# Sync

## Milestones
- Launch
  * [Prepare for launch to the wider community](https://example.org/milestone/1)
`, 5, false},
	}
	checkTold(t, cases)
}

// TestClausePerson: a possible action read from a clause carries the
// person the clause names (the one asked, tagged or speaking), so a
// person promoting it sees whose it is.
func TestClausePerson(t *testing.T) {
	cases := []struct {
		notes string
		line  int
		want  string
	}{
		{"# 3주차 회의\n\n## 논의\n- 지훈: 로그인 API 구현해야 함\n", 4, "지훈"},
		{"# Board\n\n## Goals\n- Yearly goals\n    * [Jun] Can you please write down your goals for the year?\n", 5, "Jun"},
	}
	for _, c := range cases {
		got := possibleLines(t, c.notes, nil)
		pa, ok := got[c.line]
		if !ok {
			t.Errorf("line %d not possible: %v", c.line, got)
			continue
		}
		found := false
		for _, s := range pa.Signals {
			found = found || s.Kind == "person" && s.Value == c.want
		}
		if !found {
			t.Errorf("line %d signals %v, want person %s", c.line, pa.Signals, c.want)
		}
	}
}
