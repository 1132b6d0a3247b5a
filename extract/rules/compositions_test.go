package rules

// Compositions: rather than one example per form, these tests build every
// combination of the ways teams write an action's parts — who (a given
// name, an honoured one, a handle, a full name the notes list), where the
// owner stands, how the work ends, how the deadline is written, what
// heads the list — and require each to be read. A reading that only
// knows the combinations some team happened to write fails here; the
// exclusions below are the combinations the notes themselves leave
// ambiguous, each with why.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// compositionRead reports whether line ln of notes was read with an owner
// containing name and a due when wantDue.
func compositionRead(t *testing.T, notes string, ln int, name string, wantDue bool) (bool, string) {
	t.Helper()
	got, _ := parseWithPossible(t, notes)
	for _, c := range got {
		if c.Line == ln {
			g := fmt.Sprintf("owner=%q due=%q title=%q", strings.Join(c.Owners, "+"), c.Due, c.Title)
			return strings.Contains(strings.Join(c.Owners, "+"), name) && (!wantDue || c.Due != ""), g
		}
	}
	return false, "not read"
}

// TestKoActionListCompositions: in a Korean list under an action heading,
// every owner form × placement × ending × deadline is read with its owner
// and due — with or without an attendees line. (A full name opening the
// work with no mark is read only where the notes list it: "김민수 로그인
// 구현" alone is as often a three-syllable noun and the work.)
func TestKoActionListCompositions(t *testing.T) {
	owners := []string{"민수", "김민수", "민수님", "@민수", "민수 님"}
	places := []string{"O: T", "O - T", "O T", "[O] T", "T (O)", "T - O", "T `O`", "T @O", "T / O", "O → T", "O는 T", "O가 T"}
	tasks := []string{"로그인 구현", "로그인 구현하기", "로그인 구현할 것", "로그인 구현 예정", "로그인 페이지 만들어 오기", "로그인 구현 부탁드립니다"}
	dues := []string{"", " (~5/3)", " 5/3까지", " 금요일까지", " (금)"}
	heads := map[string]string{"no roll": "# 회의\n\n## 할 일\n", "roll": "# 회의\n\n참석: 김민수, 이서연\n\n## 할 일\n"}
	failed, total := 0, 0
	for hn, head := range heads {
		for _, o := range owners {
			for _, pl := range places {
				switch {
				case (pl == "O는 T" || pl == "O가 T") && (strings.HasPrefix(o, "@") || strings.HasSuffix(o, "님")),
					pl == "T @O" && strings.HasPrefix(o, "@"),
					pl == "O T" && o == "김민수" && hn == "no roll":
					continue
				}
				for _, tk := range tasks {
					for _, d := range dues {
						var line string
						if strings.HasPrefix(pl, "T") {
							line = strings.NewReplacer("O", o, "T", tk).Replace(pl) + d
						} else {
							line = strings.NewReplacer("O", o, "T", tk+d).Replace(pl)
						}
						notes := head + "- " + line + "\n"
						total++
						if ok, g := compositionRead(t, notes, strings.Count(head, "\n")+1, "민수", d != ""); !ok {
							failed++
							if failed <= 20 {
								t.Errorf("[%s] %s: %s", hn, line, g)
							}
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestKoDueCompositions: each way a Korean deadline is written is read
// as the due, before the work, after it, or in brackets after the owner.
// (Left out as ambiguous: "D-3" and "마감: 5/3" opening the work, "중간고사
// 끝나고" — after an event, no deadline — and a bare weekday closing the
// work, which as often names a meeting's day.)
func TestKoDueCompositions(t *testing.T) {
	dues := []string{"~5/3", "5/3까지", "5월 3일까지", "5.3(금)까지", "금요일까지", "이번 주 금요일까지", "다음 주 월요일 전까지", "주말까지", "이번 주 내", "이번 주 안에", "다음 회의 전까지", "다음 회의 때까지", "내일까지", "오늘 중", "월말까지", "5월 중", "5월 말까지", "2주 안에", "3일 내", "(기한: 5/3)", "~ 5/3 (금)", "5/3(금) 23:59까지", "연휴 전까지", "방학 전까지", "다음 스터디 전까지", "차주 화요일까지", "금주 내", "이번 달 안에", "5월 첫째 주까지", "12시까지", "자정까지", "~금", "(~금)", "목요일 오전까지"}
	failed := 0
	for _, d := range dues {
		for _, form := range []string{"- 민수: 로그인 구현 DUE", "- DUE 로그인 구현 (민수)", "- 로그인 구현 - 민수 (DUE)"} {
			line := strings.Replace(form, "DUE", d, 1)
			if ok, g := compositionRead(t, "# 회의\n\n## 할 일\n"+line+"\n", 4, "민수", true); !ok {
				failed++
				t.Errorf("%s: %s", line, g)
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, 3*len(dues))
	}
}

// TestKoProseCompositions: a named member and a Korean commitment, in a
// record of the meeting, its decisions or running prose, is that member's
// action whichever ending commits them. (A two-syllable name the notes
// never list, with only an obligation or a causative ending and no
// deadline — "민수는 로그인 구현해야 함" — is as often a topic and what it
// needs: left to a person.)
func TestKoProseCompositions(t *testing.T) {
	subjects := []string{"민수가", "민수는", "민수 님이", "민수님은", "김민수가", "민수 씨가", "민수이가"}
	endings := []string{"구현하기로 했다", "구현하기로 함", "구현하기로 했음", "구현할 예정이다", "구현할 예정임", "구현하겠다고 함", "구현해 오기로 함", "구현하도록 함", "구현해야 함", "구현할 것", "담당하기로 함", "맡기로 함", "구현을 진행할 계획", "구현해 주기로 함", "구현하겠습니다", "구현할게요", "구현하기로 하였습니다", "구현 예정", "구현 담당", "구현을 맡음"}
	dues := []string{"", "다음 주까지 ", "금요일까지 "}
	ctxs := []string{"## 회의 내용\n- ", "## 결정 사항\n- ", "## 회의 내용\n", ""}
	failed, total := 0, 0
	for _, cx := range ctxs {
		for _, sb := range subjects {
			for _, e := range endings {
				for _, d := range dues {
					weak := e == "구현하도록 함" || e == "구현해야 함"
					if weak && d == "" && (sb == "민수가" || sb == "민수는" || sb == "민수이가" || sb == "김민수가" && e == "구현해야 함") {
						continue
					}
					obj := "로그인 "
					if strings.HasPrefix(e, "담당") || strings.HasPrefix(e, "맡") {
						obj = "로그인 구현을 "
					}
					notes := "# 회의\n\n" + cx + sb + " " + d + obj + e + "\n"
					total++
					if ok, g := compositionRead(t, notes, strings.Count(notes, "\n"), "민수", d != ""); !ok {
						failed++
						if failed <= 20 {
							t.Errorf("[%s] %s%s%s: %s", strings.Split(cx, "\n")[0], sb+" ", d+obj, e, g)
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestTableHeaderCompositions: a table's owner, work and deadline columns
// are found whichever of a team's usual header words name them and in
// whichever order owner and work come, in Korean and in English.
func TestTableHeaderCompositions(t *testing.T) {
	type lang struct {
		owners, tasks, dues []string
		who, work           string
	}
	langs := []lang{
		{[]string{"담당", "담당자", "책임자", "이름", "팀원", "멤버", "담당 인원", "Owner", "담당자명", "수행자"},
			[]string{"할 일", "업무", "내용", "작업", "Task", "To-do", "액션", "액션 아이템", "업무 내용", "작업 내용", "세부 내용", "과제", "Action Item", "todo", "해야 할 일", "진행 업무"},
			[]string{"기한", "마감", "마감일", "일정", "기간", "Due", "날짜", "완료 예정일", "목표일", "마감 기한", "데드라인", "예정일"},
			"김민수", "로그인 API 구현"},
		{[]string{"Owner", "Owner(s)", "Assignee", "Who", "Responsible", "DRI", "Assigned To", "Lead", "Person", "Name", "Point Person", "Champion", "Responsible Person", "Assigned"},
			[]string{"Action", "Action Item", "Action Items", "Task", "Description", "To-do", "Item", "What", "Next Step", "Follow-up", "Action Required", "Activity", "Deliverable", "Actions", "Task Description"},
			[]string{"Due", "Due Date", "Deadline", "When", "ETA", "Target Date", "By When", "Date", "Target", "Due By", "Timeline", "Completion Date", "Target Completion", "Due date (YYYY-MM-DD)"},
			"Dana Smith", "Draft the release notes"},
	}
	failed, total := 0, 0
	for _, l := range langs {
		for _, o := range l.owners {
			for _, tk := range l.tasks {
				for _, d := range l.dues {
					for _, ownerFirst := range []bool{false, true} {
						hdr := "| " + tk + " | " + o + " | " + d + " |"
						row := "| " + l.work + " | " + l.who + " | 5/3 |"
						if ownerFirst {
							hdr = "| " + o + " | " + tk + " | " + d + " |"
							row = "| " + l.who + " | " + l.work + " | 5/3 |"
						}
						total++
						got, _ := parseWithPossible(t, "# Meeting\n\n"+hdr+"\n|---|---|---|\n"+row+"\n")
						if len(got) != 1 || strings.Join(got[0].Owners, "+") != l.who || got[0].Due != "5/3" || got[0].Title != l.work {
							failed++
							if failed <= 20 {
								t.Errorf("%s: %+v", hdr, got)
							}
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d tables misread", failed, total)
	}
}

// TestKoClauseCompositions: a paragraph whose sentence gives two members
// their work in two clauses is read as two actions, whoever the members
// are written as, however the first clause joins the second (-고, -며,
// 했고, a comma), however the sentence commits, and with or without a
// deadline opening it after a sentence of what was discussed.
func TestKoClauseCompositions(t *testing.T) {
	firsts := []string{"민수는", "민수가", "민수 님은", "김민수는"}
	seconds := []string{"서연은", "서연이", "서연 님은", "이서연은"}
	joins := []string{"로그인을 구현하고,", "로그인을 구현하고", "로그인 구현을 맡고,", "로그인을 구현하며,", "로그인을 구현하기로 했고,", "로그인 구현,"}
	ends := []string{"디자인을 수정하기로 했다.", "디자인을 수정하기로 함", "디자인 수정을 맡기로 했다.", "디자인을 수정할 예정이다.", "디자인을 수정하기로 하였습니다."}
	failed, total := 0, 0
	for _, a := range firsts {
		for _, b := range seconds {
			for _, j := range joins {
				for _, e := range ends {
					for _, d := range []string{"", "다음 주까지 "} {
						line := "오늘은 화면 구성을 논의했다. " + d + a + " " + j + " " + b + " " + e
						got, _ := parseWithPossible(t, "# 회의\n\n"+line+"\n")
						total++
						owners := map[string]bool{}
						for _, c := range got {
							for _, o := range c.Owners {
								owners[strings.TrimPrefix(strings.TrimPrefix(o, "김"), "이")] = true
							}
						}
						if len(got) != 2 || !owners["민수"] || !owners["서연"] {
							failed++
							if failed <= 10 {
								t.Errorf("%s: %d actions, owners %v", line, len(got), owners)
							}
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestKoTopicPairCompositions: a sentence that gives out work the other
// way round — each piece of work the topic, its person after it, the verb
// once at the end ("데이터 전처리는 민수, 모델 학습은 서연이 담당") — is
// one action per pair: that person's, titled by that work, due any
// deadline opening the sentence. Every person form × particle on the first
// pair × verb × deadline × heading.
func TestKoTopicPairCompositions(t *testing.T) {
	type person struct{ first, second, owner1, owner2 string }
	people := []person{
		{"민수", "서연이", "민수", "서연"},
		{"민수가", "서연이", "민수", "서연"},
		{"민수 님", "서연 님이", "민수", "서연"},
		{"김민수", "이서연이", "김민수", "이서연"},
		{"민수", "서연 씨가", "민수", "서연"},
	}
	verbs := []string{"담당", "담당하기로 함", "담당하기로 했다.", "맡음", "맡기로 했다.", "맡는다", "진행하기로 함", "하기로 함", "진행할 예정"}
	headings := []string{"## 회의 내용", "## 역할 분담", "## 할 일"}
	failed, total := 0, 0
	for _, pp := range people {
		for _, v := range verbs {
			for _, d := range []string{"", "다음 주까지 "} {
				for _, h := range headings {
					line := "- " + d + "데이터 전처리는 " + pp.first + ", 모델 학습은 " + pp.second + " " + v
					got, _ := parseWithPossible(t, "# 회의\n\n"+h+"\n"+line+"\n")
					total++
					want := strings.TrimSpace(fmt.Sprintf("4 %s 데이터 전처리 %s", pp.owner1, strings.TrimSpace(d))) + "|" + strings.TrimSpace(fmt.Sprintf("4 %s 모델 학습 %s", pp.owner2, strings.TrimSpace(d)))
					if s := pairsRead(got); s != want {
						failed++
						if failed <= 10 {
							t.Errorf("%s / %s\n got %s\nwant %s", h, line, s, want)
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
	// Not people: the topics' values are things ("서버", "클라이언트"),
	// or words the notes' member list does not hold.
	for _, notes := range []string{
		"# 회의\n\n## 회의 내용\n- 로그인은 서버, 화면은 클라이언트가 담당\n",
		"# 회의\n\n참석자: 김민수, 이서연\n\n## 회의 내용\n- 데이터 전처리는 민지, 모델 학습은 서연이 담당\n",
	} {
		got, _ := parseWithPossible(t, notes)
		for _, c := range got {
			if c.Syntax == "korean-clauses" {
				t.Errorf("%q: read pairs %s", notes, pairsRead(got))
				break
			}
		}
	}
}

// pairsRead: line, owners, title and due of each action, "|"-joined.
func pairsRead(got []extract.Candidate) string {
	var s []string
	for _, c := range got {
		s = append(s, strings.TrimSpace(fmt.Sprintf("%d %s %s %s", c.Line, strings.Join(c.Owners, "+"), c.Title, c.Due)))
	}
	return strings.Join(s, "|")
}

// TestOwnerChildCompositions: an item of work and, nested under it, a
// line that only gives it to someone ("1. 서버 이전" / "   - 민수 담당,
// 수요일까지"; "- Website refresh" / "  - Bob will take this") is that
// person's action, titled by the item, due the nested line's deadline,
// on the nested line. Every owner form × verb × deadline × bullet ×
// heading × a decision line before it or none.
func TestOwnerChildCompositions(t *testing.T) {
	type form struct{ child, owner, due string }
	var forms []form
	for _, who := range []struct{ w, owner string }{{"민수", "민수"}, {"민수 님", "민수"}, {"김민수", "김민수"}} {
		for _, v := range []string{" 담당", "이 담당", " 담당하기로 함", "가 맡기로 함", " 맡음", " 진행 예정"} {
			if strings.HasSuffix(who.w, "님") && !strings.HasPrefix(v, " ") {
				v = strings.Replace(strings.Replace(v, "이 ", "이 ", 1), "가 ", "이 ", 1)
			}
			if who.w == "김민수" && strings.HasPrefix(v, "이") {
				v = "가" + v[len("이"):]
			}
			forms = append(forms, form{who.w + v, who.owner, ""})
			for _, d := range []string{"금요일까지", "다음 주 수요일까지"} {
				forms = append(forms, form{who.w + v + ", " + d, who.owner, d}, form{who.w + v + " (" + d + ")", who.owner, d})
			}
		}
		forms = append(forms, form{"→ " + who.w + " 담당", who.owner, ""}, form{"담당 " + who.w + ", 금요일까지", who.owner, "금요일까지"}, form{who.w + " (금요일까지)", who.owner, "금요일까지"})
	}
	for _, who := range []string{"Bob", "@bob", "Bob Jones"} {
		for _, v := range []string{"Assigned to " + who, who + " will take this", who + " will take it on", who + " to own this", who + " takes it", who + " will handle it", "Owned by " + who} {
			forms = append(forms, form{v, who, ""}, form{v + " (by Friday)", who, "by Friday"})
		}
	}
	failed, total := 0, 0
	for _, f := range forms {
		ko := extract.HasHangul(f.child)
		work, head, roll := "Website refresh", "## Agenda", "Attendees: Bob Jones, Alice Smith\n\n"
		if ko {
			work, head, roll = "서버 이전", "## 안건", ""
		}
		for _, h := range []string{head, "## Action items"} {
			for _, bullet := range []string{"- ", "1. "} {
				for _, before := range []string{"", "AWS로 이전 결정", "Agreed to move it"} {
					if before != "" && ko != extract.HasHangul(before) {
						continue
					}
					if h == "## Action items" && strings.HasPrefix(f.child, "@") {
						// Excluded: an action list reads the item alone
						// when its nested line is no action of its own
						// (a handle and "takes it"); the item waits for
						// an owner and the line is shown as a possible
						// action — both seen by a person, neither lost.
						continue
					}
					notes := "# Meeting\n\n" + roll + h + "\n" + bullet + work + "\n"
					ln := strings.Count(notes, "\n") + 1
					if before != "" {
						notes += "   - " + before + "\n"
						ln++
					}
					notes += "   - " + f.child + "\n"
					got, _ := parseWithPossible(t, notes)
					total++
					want := strings.TrimSpace(fmt.Sprintf("%d %s %s %s", ln, f.owner, work, f.due))
					var s []string
					for _, c := range got {
						if c.Line == ln {
							s = append(s, strings.TrimSpace(fmt.Sprintf("%d %s %s %s", c.Line, strings.Join(c.Owners, "+"), c.Title, c.Due)))
						}
					}
					if got := strings.Join(s, "|"); got != want {
						failed++
						if failed <= 10 {
							t.Errorf("%q\n got %s\nwant %s", notes, got, want)
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
	// Not the item's work: "takes it" after a line of other work takes
	// that line; an item that is a label or a question; a name the
	// member list does not hold; an organisation's date.
	for _, notes := range []string{
		"# Meeting\n\n## Notes\n* Mark blocked an API spammer\n    * Let's remove the manual blocker\n    * @dd takes it\n",
		"# Meeting\n\n## Notes\n- Follow-ups:\n  - Bob will take this\n",
		"# Meeting\n\n## Notes\n- Who reviews the charter?\n  - Bob will take it\n",
		"# 회의\n\n참석자: 김민수, 이서연\n\n## 안건\n1. 서버 이전\n   - 민지 담당\n",
		"# Meeting\n\n## Funding\n* Donations (NumFOCUS, Patreon)\n  * NumFOCUS due date Jan. 15th\n",
	} {
		got, _ := parseWithPossible(t, notes)
		for _, c := range got {
			if c.Syntax == synOwnerChild {
				t.Errorf("%q: read %s", notes, pairsRead(got))
				break
			}
		}
	}
}

// TestKoMixedLeadCompositions: in an action list whose other items write
// their owner with a separator ("민수: …", "지훈 - …", "[지훈] …"), an item
// whose owner leads with only a space ("서연 API 문서 정리") is that
// member's all the same: the owners a list writes are no attendee roll
// that would make an unlisted name a stranger's. Sibling forms × where
// the item stands × its work.
func TestKoMixedLeadCompositions(t *testing.T) {
	siblings := [][2]string{{"민수: 서버 배포", "지훈: 데모 영상 편집"}, {"민수 - 서버 배포 (~10/5)", "지훈 - 데모 영상 편집"}, {"[민수] 서버 배포", "[지훈] 데모 영상 편집"}, {"민수: 서버 배포", "지훈 - 데모 영상 편집"}}
	works := []string{"API 문서 정리", "문서 정리하기", "Figma 시안 수정", "발표 자료 만들기 (금요일까지)"}
	failed, total := 0, 0
	for _, sib := range siblings {
		for _, w := range works {
			for pos := 0; pos < 3; pos++ {
				items := []string{sib[0], sib[1]}
				items = append(items[:pos], append([]string{"서연 " + w}, items[pos:]...)...)
				notes := "# 회의\n\n## 향후 계획\n- " + strings.Join(items, "\n- ") + "\n"
				total++
				ln := 4 + pos
				if ok, got := compositionRead(t, notes, ln, "서연", strings.Contains(w, "까지")); !ok {
					failed++
					if failed <= 10 {
						t.Errorf("%q: line %d read %s", notes, ln, got)
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestKoPersonLabelCompositions: a member's block (a heading, a parent
// item or a bold line with the name) whose lines are labelled by time or
// kind: a label of work ahead ("할 일:", "다음 주:", "예정:", "계획:")
// gives the member that work; a label of what was done or is under way
// ("한 일:", "완료:", "진행 중:") gives nothing. Block × label × work, in
// notes of two members' blocks.
func TestKoPersonLabelCompositions(t *testing.T) {
	blocks := []struct{ head, indent string }{{"### %s\n", ""}, {"- %s\n", "  "}, {"**%s**\n", ""}}
	ahead := []string{"할 일", "다음 주", "이번 주", "예정", "계획", "차주", "다음 주 계획", "진행 예정", "To-do"}
	done := []string{"한 일", "지난 주", "완료", "진행 중", "이번 주 한 일", "진행 상황"}
	works := []string{"결제 API", "결제 API 연동", "스케줄러 붙이기"}
	failed, total := 0, 0
	for _, b := range blocks {
		for _, w := range works {
			for _, l := range append(append([]string{}, ahead...), done...) {
				want := slices.Contains(ahead, l)
				notes := "# 회의록\n\n## 팀원별 현황\n" + fmt.Sprintf(b.head, "민수") + b.indent + "- " + l + ": " + w + "\n"
				ln := strings.Count(notes, "\n")
				notes += fmt.Sprintf(b.head, "서연") + b.indent + "- " + l + ": 로그인 화면\n"
				total++
				ok, got := compositionRead(t, notes, ln, "민수", false)
				if ok != want {
					failed++
					if failed <= 60 {
						t.Errorf("%q: want action %v, read %s", notes, want, got)
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestTransposedTableCompositions: a table whose columns are the members
// ("| 구분 | 민수 | 서연 |", "| | Alice | Bob |") and whose rows are
// labelled by time or kind: a row of work ahead is the members' work
// (one action on the row's line, every member whose cell holds work its
// owner), a row of what was done or is under way gives nothing. Members ×
// corner cell × the row's label × the other row before or after it.
func TestTransposedTableCompositions(t *testing.T) {
	type people struct{ a, b string }
	ko := []people{{"민수", "서연"}, {"김민수", "이서연"}}
	en := []people{{"Alice", "Bob"}, {"Alice Smith", "Bob Jones"}}
	koAhead := []string{"다음 주 할 일", "할 일", "차주 계획", "다음 주", "To do"}
	koDone := []string{"한 일", "이번 주 한 일", "완료", "진행 상황", "지난 주"}
	enAhead := []string{"Next", "Next week", "To do", "Planned", "Next steps"}
	enDone := []string{"Done", "Last week", "In progress", "Completed", "Status"}
	failed, total := 0, 0
	check := func(ps []people, ahead, done []string, corners []string, work [2]string) {
		for _, pp := range ps {
			for _, corner := range corners {
				for _, a := range ahead {
					for _, d := range done {
						for _, aheadFirst := range []bool{false, true} {
							head := "| " + corner + " | " + pp.a + " | " + pp.b + " |\n|---|---|---|\n"
							rowA := "| " + a + " | " + work[0] + " | " + work[1] + " |\n"
							rowD := "| " + d + " | API 문서 | CI |\n"
							rows, ln, dl := rowD+rowA, 7, 6
							if aheadFirst {
								rows, ln, dl = rowA+rowD, 6, 7
							}
							notes := "# Meeting\n\n## 주간 계획\n" + head + rows
							got, _ := parseWithPossible(t, notes)
							total++
							ok, bad := false, false
							for _, c := range got {
								if c.Line == ln && len(c.Owners) == 2 {
									ok = true
								}
								if c.Line == dl {
									bad = true
								}
							}
							if !ok || bad {
								failed++
								if failed <= 10 {
									t.Errorf("%q: read %s", notes, pairsRead(got))
								}
							}
						}
					}
				}
			}
		}
	}
	// A table of work whose capitalised column words are no people.
	got, _ := parseWithPossible(t, "# M\n\n## Actions\n| Item | Owner | Due |\n|---|---|---|\n| Next steps | Bob | Friday |\n")
	wantActions(t, got, "6:Bob:Next steps:Friday")
	check(ko, koAhead, koDone, []string{"구분", "", "이름"}, [2]string{"결제 API 연동", "마이페이지"})
	check(en, enAhead, enDone, []string{"", "Who"}, [2]string{"Release notes", "Flaky tests"})
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestEnPersonLabelCompositions: a member's block — a heading, a parent
// item, a bold line or "Name:" with the name — whose lines are labelled
// by time or kind: a label of work ahead ("Next:", "To do:", "Plan:",
// "This week:", "Upcoming:") gives the member that work, a label of what
// was done or is under way gives nothing. The block is a person's when
// the notes list the name, or when it also reports what was done ("Done:
// …"), as a standup does. Block × label × work × how the name is known.
// Excluded: a name the notes do not list over a plan line alone ("###
// Security" / "- Next: audit the deps" is as often a topic's).
func TestEnPersonLabelCompositions(t *testing.T) {
	blocks := []string{"### %s\n", "- %s\n", "**%s**\n", "%s:\n"}
	ahead := []string{"Next", "Next week", "To do", "TODO", "Plan", "Planned", "Next steps", "This week", "Upcoming"}
	done := []string{"Done", "Last week", "Completed", "In progress", "Blockers"}
	works := []string{"Release notes", "update the release notes", "Fix flaky CI tests"}
	knowns := []struct{ roll, pre string }{{"Attendees: Alice Smith, Bob Jones\n\n", ""}, {"", "- Done: the API docs\n"}, {"Attendees: Alice Smith, Bob Jones\n\n", "- Done: the API docs\n"}}
	failed, total := 0, 0
	for _, k := range knowns {
		for _, b := range blocks {
			ind := ""
			if strings.HasPrefix(b, "- ") {
				ind = "  "
			}
			for _, w := range works {
				for _, l := range append(append([]string{}, ahead...), done...) {
					want := slices.Contains(ahead, l)
					notes := "# Weekly sync\n\n" + k.roll + "## Updates\n" + fmt.Sprintf(b, "Alice")
					if k.pre != "" {
						notes += ind + k.pre
					}
					notes += ind + "- " + l + ": " + w + "\n"
					ln := strings.Count(notes, "\n")
					notes += fmt.Sprintf(b, "Bob") + ind + "- " + l + ": review the docs\n"
					total++
					if ok, got := compositionRead(t, notes, ln, "Alice", false); ok != want {
						failed++
						if failed <= 10 {
							t.Errorf("%q: want an action %v, read %s", notes, want, got)
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestGroupLeadCompositions: a group written in more than one word
// opening an item of work ("다 같이 – 코드 리뷰", "팀 전체: 데모 리허설",
// "The whole team - review the roadmap") is the work's owner as written —
// a group, for a person to pick one from — not the title's first words.
// Group × separator × work, under an action heading.
func TestGroupLeadCompositions(t *testing.T) {
	groups := []string{"다 같이", "다 함께", "팀 전체", "팀원 전체", "우리 모두", "The whole team"}
	seps := []string{" – ", " - ", ": ", " "}
	failed, total := 0, 0
	for _, g := range groups {
		work := "코드 리뷰하기"
		if !extract.HasHangul(g) {
			work = "review the roadmap"
		}
		for _, sep := range seps {
			notes := "# 회의\n\n## 다음 주 할 일\n- " + g + sep + work + "\n"
			got, _ := parseWithPossible(t, notes)
			total++
			if len(got) != 1 || strings.Join(got[0].Owners, "+") != g || strings.Contains(got[0].Title, strings.Fields(g)[0]+" ") {
				failed++
				t.Errorf("%q: read %s", notes, pairsRead(got))
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestKoTrailOwnerDueCompositions: outside an action list, work closed by
// its member after a dash, then the member's deadline ("디자인 시스템
// 정리 – 서연 (~10/12)"), is that member's work to confirm with that due —
// as the same line without a deadline is; the deadline must not make the
// line weaker. Separator × the deadline's form × heading.
func TestKoTrailOwnerDueCompositions(t *testing.T) {
	seps := []string{" - ", " – ", " — "}
	dues := []string{"", " (~10/12)", " ~10/12", " (금)", " (금요일까지)", " (마감: 10/12)", " (~금)"}
	heads := []string{"## 논의\n", "## 회의 내용\n", ""}
	failed, total := 0, 0
	for _, sep := range seps {
		for _, d := range dues {
			for _, h := range heads {
				notes := "# 회의\n\n" + h + "- 디자인 시스템 정리" + sep + "서연" + d + "\n"
				ln := strings.Count(notes, "\n")
				total++
				if ok, got := compositionRead(t, notes, ln, "서연", d != ""); !ok {
					failed++
					if failed <= 10 {
						t.Errorf("%q: read %s", notes, got)
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}
