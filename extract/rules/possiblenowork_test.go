package rules

import "testing"

// TestNotNewWork: the meeting's talk, a conclusion, a reported
// proposal, a negated need, someone away, an agenda topic titled by its
// issue, a Korean decision and "going to work" (how a thing behaves) are
// no possible actions; the same shapes with a person of their own, under
// an action label, with work after the proposal's report or with "work
// on" stay possible or extracted (notes invented for the test).
func TestNotNewWork(t *testing.T) {
	notes := `# Platform sync

## Present
* Ann Lee
* Bob Stone

## Notes
- Discuss the release plan next week
- Discussed hosting options with the foundation staff
- Consensus: make the preview page public by default
- Will discus in the next meeting
- Ann offers proposal: build the index behind a flag
- Don't need to be fully prescriptive
- Ann Lee will be on vacation next month.
* Get @bob rights to create the stream [#12](https://example.org/issues/12)
  - not done yet
- Bob: It is hard to say, things keep changing in how the whole system is going to work.
- 디자인 시안 중 B안으로 결정
- Proposal by Bob to implement a search button for the current map view
- Keep in mind that the tool is too young to rely on for releases

## Follow-up
- [Ann] Discuss the pull request with the docs team
- Action: Discuss who to hire next quarter
- Bob: the parser is slow, they are going to work on the cache.
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	extracted := ownersByLine(t, notes)
	for _, line := range []int{23, 24, 25} {
		if _, ok := got[line]; !ok {
			if _, took := extracted[line]; took {
				continue
			}
			t.Errorf("line %d is neither possible nor extracted; got %v", line, got)
		}
	}
}

// TestShapePossible: a named volunteer, a willing helper, work
// announced as coming, an infinitive of work after a report, a commitment
// to ask and a plan with no subject ("Going to drop …") are possible
// actions; "Going to see how it goes", a volunteer with nobody named,
// a goal defined with "is to", a passive future of the group's process
// and "to check if" inside a description are not (notes invented for the
// test).
func TestShapePossible(t *testing.T) {
	notes := `# Weekly call

## Present
* Ann Lee
* Bob Stone
* Carl Diaz

## Notes
- Bob cannot run the session on Friday. Who can take it?
  - Carl volunteers to do so
- Ann: I am also happy to assist Bob during the data session.
- There will be a new issue to add a lint preset for the docs.
- A more detailed post is forthcoming once the numbers are final.
- Carl started a working group. To create a meeting soon with people who signaled interest.
- Deian heard back from the vendor, will ask if he can share the reply here.
- People who are not experts are willing to help, and that is great.
- The main goal is to build a faster backend for debug builds.
- Notes will be published in the meetings folder.
- Could be a test bed for ideas to check if they make sense as lints.
- Going to drop the deny flag to avoid attack vectors on case-insensitive disks
- Going to see how it goes
`
	got := possibleLines(t, notes, nil)
	extracted := ownersByLine(t, notes)
	for _, line := range []int{10, 11, 12, 13, 14, 15, 20} {
		if _, ok := got[line]; !ok {
			if _, took := extracted[line]; took {
				continue
			}
			t.Errorf("line %d is neither possible nor extracted; got %v", line, got)
		}
	}
	for _, line := range []int{16, 17, 18, 19, 21} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
		if _, took := extracted[line]; took {
			t.Errorf("line %d is extracted, want quiet", line)
		}
	}
}

// TestKoMoreEndings: an obligation on a verbal noun or a verb tried, a
// request on any verb, an agreement on how to proceed and a proposal to
// the group ("하자", past a time in parentheses) are possible
// actions when not extracted; an adjective's obligation (a requirement),
// a negated or questioned one and the meeting's own schedule are not
// (notes invented for the test).
func TestKoMoreEndings(t *testing.T) {
	notes := `# 7주차 회의

## 회의 내용
- 전처리 파트 보완해서 다시 정리해야 할 듯
- 서버 비용 얼마나 나올지 확인해봐야 함
- 각자 공부한 내용 노션에 올려주세요
- 이번 주 안에 와이어프레임 마무리하는 걸로
- 화면은 읽기 편해야 함
- 이 부분은 굳이 수정 안 해도 됨
- 로그 형식도 정리해야 할까?
- 다음 회의는 목요일에 하는 걸로

## 논의
- 중간발표 리허설 하자 (일요일 저녁)
- 사용자 관리자
`
	got := possibleLines(t, notes, nil)
	extracted := ownersByLine(t, notes)
	for _, line := range []int{4, 5, 6, 7, 14} {
		if _, ok := got[line]; !ok {
			if _, took := extracted[line]; took {
				continue
			}
			t.Errorf("line %d is neither possible nor extracted; got %v", line, got)
		}
	}
	for _, line := range []int{8, 9, 10, 11, 15} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
}

// TestAskedLaterSentence: a later sentence closed by "?" asks ("Keep the
// fork? Charter our group?"), it is no step; someone away is quiet
// though a second sentence follows, unless that one commits someone; an
// infinitive of trying is no step (notes invented for the test).
func TestAskedLaterSentence(t *testing.T) {
	notes := `# Sync

## Present
* Ann Lee
* Kim Park

## Notes
- Ann: Right. Once we land it we need to think about what it means. Keep the fork? Charter our group?
- Kim Park will be on parental leave. She wants the releases to keep going.
- Ann: I think people will compare it with the old tool. To try to make some attempt to close the gap.
- Ann Lee will be away next week. Kim will cover the release notes.
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{8, 9, 10} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	extracted := ownersByLine(t, notes)
	if _, ok := got[11]; !ok {
		if _, took := extracted[11]; !took {
			t.Errorf("line 11 is neither possible nor extracted; got %v", got)
		}
	}
}

// TestDeliberateAndEvent: the group's obligation to deliberate, an event
// it will hold and an outcome ("will get … automatically") are quiet; an obligation to do the work, "will have
// to", and a line with a second future that commits stay possible or
// extracted (notes invented for the test).
func TestDeliberateAndEvent(t *testing.T) {
	notes := `# Steering notes

## Notes
- We need to decide whether to follow a rule set or an improvement process
- need to determine a path forward for the registry
- We will have some tutorials on the basics before the sprint
- Guests join on the last day - will have closing ceremony and demos
- We need to write the rollout guide for the registry
- We will have to migrate the bucket before the sprint
- Will have the draft ready and will send it to the list
- will get the context propagated automatically if the module uses the worker
- It will require a lot of coordination across the teams
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{4, 5, 6, 7, 11, 12} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	extracted := ownersByLine(t, notes)
	for _, line := range []int{8, 9, 10} {
		if _, ok := got[line]; !ok {
			if _, took := extracted[line]; took {
				continue
			}
			t.Errorf("line %d is neither possible nor extracted; got %v", line, got)
		}
	}
}

// TestInitialsTranscript: in notes that are a transcript of turns
// written by initials, a turn that commits by an imperative or the
// heading above is quiet; one that commits by its own words (first
// person, an action named as such) stays possible; with few such turns an imperative one stays
// possible (notes invented for the test).
func TestInitialsTranscript(t *testing.T) {
	turns := `ABC - remark number 0 on the draft wording

DEF - remark number 1 on the draft wording

GHI - remark number 2 on the draft wording

JKL - remark number 3 on the draft wording

ABC - remark number 4 on the draft wording

DEF - remark number 5 on the draft wording

GHI - remark number 6 on the draft wording

JKL - remark number 7 on the draft wording

ABC - remark number 8 on the draft wording

DEF - remark number 9 on the draft wording`
	notes := "# Call\n\n## Release plans\n\n" + turns + `

ABC - keep the old wording in the draft

DEF: create issues for everything missing in the registry

GHI: I will write the test vectors for the registry

JKL: It sounds like we ought to take an action of ensuring the locale section lists the default time zone.
`
	got := possibleLines(t, notes, nil)
	if _, ok := got[31]; !ok {
		t.Errorf("line 31 (an action named as such, in a gerund) is not possible; got %v", got)
	}
	for _, line := range []int{25, 27} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	extracted := ownersByLine(t, notes)
	if _, ok := got[29]; !ok {
		if _, took := extracted[29]; !took {
			t.Errorf("line 29 is neither possible nor extracted; got %v", got)
		}
	}
	few := "# Call\n\n## Notes\n\nDEF: create issues for everything missing in the registry\n"
	got = possibleLines(t, few, nil)
	if _, ok := got[5]; !ok {
		if _, took := ownersByLine(t, few)[5]; !took {
			t.Errorf("few turns: line 5 is neither possible nor extracted; got %v", got)
		}
	}
}

// TestWrapPlan: a sentence of its own opening with the group's future
// inside a wrapped line of prose is a possible action; a future of being
// somewhere, or a hedged one, is not (notes invented for the test).
func TestWrapPlan(t *testing.T) {
	notes := `# Telecon

The group thanked the speakers and the
participants. Will send reminders and the agenda for the next call
to the list. The chair noted the low turnout of the
members. Will be away in August as usual for the
holidays. The chair asked about the budget of the
project. Will probably send the figures later.
`
	got := possibleLines(t, notes, nil)
	extracted := ownersByLine(t, notes)
	if _, ok := got[4]; !ok {
		if _, took := extracted[4]; !took {
			t.Errorf("line 4 is neither possible nor extracted; got %v", got)
		}
	}
	for _, line := range []int{6, 8} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
}

// TestTaggedTopicStep: the steps under a topic its presenters tag are
// possible actions, however many; a step-shaped line under an untagged
// topic with siblings stays as the older reading has it (notes invented
// for the test).
func TestTaggedTopicStep(t *testing.T) {
	notes := `# Community call

## Agenda
- [kim/lee] Social accounts process
    - Put a process together in the community repo
    - Update the guide for the social accounts
- [lee] Release roundtable
    - what went well in the release
`
	got := possibleLines(t, notes, nil)
	extracted := ownersByLine(t, notes)
	for _, line := range []int{5, 6} {
		if _, ok := got[line]; !ok {
			if _, took := extracted[line]; took {
				continue
			}
			t.Errorf("line %d is neither possible nor extracted; got %v", line, got)
		}
	}
	if p, ok := got[8]; ok {
		t.Errorf("line 8 is possible (%v), want quiet", p.Signals)
	}
}
