package rules

import "testing"

// TestQuietBudget: a call for a person, an invitation to whoever wants,
// a view, a Korean report in the plain past or progressive, an English
// name and date with no form, and a step after the label of an option
// are not possible actions; the neighbouring lines of work still are
// (invented notes).
func TestQuietBudget(t *testing.T) {
	calls := `# Tooling sync

## Staffing
- Volunteer needed to write the onboarding guide
- Need more people to run the triage rota
- Looking for a champion to drive the migration
- Volunteer needed to book the venue by Friday
- Need to write the onboarding guide
- We need someone to take over the release notes
`
	invite := `# Community call

## Open floor
- Reach out if you want to demo your project
- Maintain the plugin index if interested
- We will reach out to the venue about the projector
`
	view := `# Design review

Attendees: Priya, Omar

## About the next in-person meeting
* Priya: agree that the cache should be a topic.
* Omar prefers a full week so the work gets finished.
* Priya: will draft the cache proposal.
`
	report := `# 주간 회고

참석자: 민지, 서준

## 이번 주 할 일
- 민지
  - 서류 세 곳에 지원했다.
  - 포트폴리오 사이트 배포하기
- 서준
  - 이력서 업데이트하기
`
	dated := `# Release sync

Attendees: Omar, Lena

## Notes
* Omar presented the benchmark numbers in March.
* Vote put off until next meeting as Lena has no audio.
* Omar will rerun the benchmarks in March.
`
	option := `# Data model

## Range conversion
- Alternative: deprecate most converters and keep only the two loaders
- Follow-up: profile the two loaders with the big fixture
`
	checkTold(t, []toldCase{
		{"volunteer needed", calls, 4, false},
		{"more people needed", calls, 5, false},
		{"looking for a champion", calls, 6, false},
		{"volunteer needed with a deadline", calls, 7, true},
		{"need to write", calls, 8, true},
		{"the group needs someone", calls, 9, true},
		{"invitation if you want", invite, 4, false},
		{"invitation if interested", invite, 5, false},
		{"step beside the invitations", invite, 6, true},
		{"view agree that", view, 6, false},
		{"view prefers", view, 7, false},
		{"speaker's commitment", view, 8, true},
		{"Korean past report", report, 7, false},
		{"Korean to-do beside the report", report, 8, true},
		{"name and date, past report", dated, 6, false},
		{"name and date, deferral", dated, 7, false},
		{"name, future and date", dated, 8, true},
		{"option after its label", option, 4, false},
		{"follow-up after its label", option, 5, true},
	})
}

// TestQuietBudgetLeadIns: an open question
// by its wh-word, a decision reported with nobody named and a hope are
// not possible actions; the work beside them still is (invented notes).
func TestQuietBudgetLeadIns(t *testing.T) {
	lead := `# Backend plan

## Next steps

A couple of things we would like to do next:

- Continue splitting the codegen crate so the new backend can reuse it.
`
	prose := `# Steering

## 2.0 goals/non-goals
- What parts will be funded (roadmap)
- Will hope to close this out before the summer release
- We will publish the funding page
`
	decided := `# Triage

## Triage plan

We concluded finally that we should try to reach out to the county.

1. We decided that the spring hackathon should be about transit. We'll probably hold it early in April.

We will reach out to the county about the data portal.
`
	checkTold(t, []toldCase{
		{"step under the lead-in", lead, 7, true},
		{"wh-question", prose, 4, false},
		{"hope", prose, 5, false},
		{"group plan", prose, 6, true},
		{"conclusion reported", decided, 5, false},
		{"decision reported", decided, 7, false},
		{"group plan after the decisions", decided, 9, true},
	})
}

// TestQuietBudgetDiscussionList: a per-person list under a discussion
// label holds what each person raised, not their work; the same list
// under an updates heading still gives possible actions, and a Korean
// line closed by the resultative "…되어 있다" reports (invented notes).
func TestQuietBudgetDiscussionList(t *testing.T) {
	notes := `# Weekly sync
Attendees: Dana Reyes, Emil Varga

## Notes
- Open Discussion:
   - Dana
      - Summary of the release retro
      - Cross timezone sync
   - Emil
      - Highlights of the issue tracker

## Updates
* Current work updates
   * Dana
      * Load tests
   * Emil
      * Onboarding guide
`
	ko := `# 주간 회고

참석자: 민지, 서준

## 근황
- 민지
  - 코딩테스트 한 곳이 예정되어 있다.
  - 포트폴리오 사이트 배포하기
- 서준
  - 이력서 업데이트하기
`
	checkTold(t, []toldCase{
		{"topic raised in an open discussion", notes, 8, false},
		{"a person's item under updates", notes, 15, true},
		{"a second person's item under updates", notes, 17, true},
		{"Korean resultative report", ko, 7, false},
		{"Korean to-do beside it", ko, 8, true},
	})
}

// TestQuietBudgetEveryone: an ask of everyone with no date is a standing
// request to the group, not a possible action; with its date, or with a
// person named, it still is (invented notes).
func TestQuietBudgetEveryone(t *testing.T) {
	notes := `# Working group

## Standing
* ACTION: All to file tickets for the work they have in flight
* ACTION: All to file tickets for the spring release by Friday
* ACTION: Dana to file tickets for the work she has in flight
`
	checkTold(t, []toldCase{
		{"everyone, no date", notes, 4, false},
		{"everyone with a date", notes, 5, true},
		{"a person named", notes, 6, true},
	})
}

// TestQuietBudgetCourse: the meeting's own course — the next meeting as
// the subject, the discussion going on, the team's decision to keep
// discussing, a heading that files its items as work — is no possible
// action; the work beside it still is (invented notes).
func TestQuietBudgetCourse(t *testing.T) {
	prose := `# TSC

## Schedule

The next meeting will be set up in three weeks, 1500 UTC on 2024-07-04

The team agreed to continue discussion in the tracker since that has gone well.

We will open a ticket to settle the meeting cadence.

## Next meeting / ongoing schedule
* Continue discussion on shared parser & caching
* open WG issue on remaining proposals
* Priya will not be able to attend next meeting
`
	ko := `# 회의

## 4. 기록
- 회의 내용은 위키에 정리

## 5. 할 일 (금요일까지)
- 경쟁 서비스 조사

- 요금제 비교하기
`
	checkTold(t, []toldCase{
		{"next meeting scheduled", prose, 5, false},
		{"team agreed to keep discussing", prose, 7, false},
		{"group plan beside them", prose, 9, true},
		{"discussion goes on", prose, 12, false},
		{"step beside it", prose, 13, true},
		{"to-do heading", ko, 6, false},
		{"item under it", ko, 7, true},
	})
}
