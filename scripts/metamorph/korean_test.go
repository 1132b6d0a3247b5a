package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestKoreanRewrites: each Korean rewrite changes the labelled Korean
// lines as it says, keeps every action on its line, renames the labels'
// owners and deadlines with the notes, and leaves English lines alone.
func TestKoreanRewrites(t *testing.T) {
	dir := t.TempDir()
	notes := "## 다음 주 할 일\n\n- **김민수**: 로그인 화면 구현하기\n- 회원 가입 API 연결 - 박지영\n- 백엔드는 결제 모듈 작성\n- 발표 자료 찾기\n- Dana to draft the budget.\n"
	if err := os.WriteFile(filepath.Join(dir, "m.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"m.md": {"split": "dev", "actions": [{"line": 3, "owner": "김민수", "due": null}, {"line": 4, "owner": "박지영", "due": null},
		{"line": 5, "owner": "백엔드", "due": null}, {"line": 6, "owner": null, "due": null}, {"line": 7, "owner": "Dana", "due": null}]}}`
	goldPath := filepath.Join(dir, "gold.json")
	if err := os.WriteFile(goldPath, []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rewrite string
		lines   []string // lines 1 and 3-6
		owners  []string // labels of lines 3-5
		due     string   // label of line 6
	}{
		{"ko-owner-colon", []string{"## 다음 주 할 일", "- 김민수: 로그인 화면 구현하기", "- 박지영: 회원 가입 API 연결", "- 백엔드: 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-dash", []string{"## 다음 주 할 일", "- 로그인 화면 구현하기 - 김민수", "- 회원 가입 API 연결 - 박지영", "- 결제 모듈 작성 - 백엔드", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-paren", []string{"## 다음 주 할 일", "- 로그인 화면 구현하기 (김민수)", "- 회원 가입 API 연결 (박지영)", "- 결제 모듈 작성 (백엔드)", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-handle", []string{"## 다음 주 할 일", "- @김민수 로그인 화면 구현하기", "- @박지영 회원 가입 API 연결", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-nim", []string{"## 다음 주 할 일", "- 김민수님 로그인 화면 구현하기", "- 박지영님 회원 가입 API 연결", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-bracket", []string{"## 다음 주 할 일", "- [김민수] 로그인 화면 구현하기", "- [박지영] 회원 가입 API 연결", "- [백엔드] 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-code", []string{"## 다음 주 할 일", "- 로그인 화면 구현하기 `김민수`", "- 회원 가입 API 연결 `박지영`", "- 결제 모듈 작성 `백엔드`", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-topic", []string{"## 다음 주 할 일", "- 김민수는 로그인 화면 구현하기", "- 박지영은 회원 가입 API 연결", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-lead-dash", []string{"## 다음 주 할 일", "- 김민수 - 로그인 화면 구현하기", "- 박지영 - 회원 가입 API 연결", "- 백엔드 - 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-nim-ga", []string{"## 다음 주 할 일", "- 김민수님이 로그인 화면 구현하기", "- 박지영님이 회원 가입 API 연결", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-owner-multi-paren", []string{"## 다음 주 할 일", "- 로그인 화면 구현하기 (김민수, 하늘, 나라)", "- 회원 가입 API 연결 (박지영, 하늘, 나라)", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수, 하늘, 나라", "박지영, 하늘, 나라", "백엔드"}, ""},
		{"ko-owner-multi-dash", []string{"## 다음 주 할 일", "- 로그인 화면 구현하기 - 김민수, 하늘", "- 회원 가입 API 연결 - 박지영, 하늘", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수, 하늘", "박지영, 하늘", "백엔드"}, ""},
		{"ko-owner-lead-dash+ko-due-kkaji", []string{"## 다음 주 할 일", "- 김민수 - 금요일까지 로그인 화면 구현하기", "- 박지영 - 금요일까지 회원 가입 API 연결", "- 백엔드 - 금요일까지 결제 모듈 작성", "- 금요일까지 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, "금요일까지"},
		{"ko-due-weekend", []string{"## 다음 주 할 일", "- **김민수**: 이번 주말까지 로그인 화면 구현하기", "- 이번 주말까지 회원 가입 API 연결 - 박지영", "- 이번 주말까지 백엔드는 결제 모듈 작성", "- 이번 주말까지 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, "이번 주말까지"},
		{"ko-due-bracket", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현하기 [주말동안 완료할 것]", "- 회원 가입 API 연결 - 박지영 [주말동안 완료할 것]", "- 백엔드는 결제 모듈 작성 [주말동안 완료할 것]", "- 발표 자료 찾기 [주말동안 완료할 것]"}, []string{"김민수", "박지영", "백엔드"}, "주말동안"},
		{"ko-due-week-paren", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현하기 (이번주까지)", "- 회원 가입 API 연결 - 박지영 (이번주까지)", "- 백엔드는 결제 모듈 작성 (이번주까지)", "- 발표 자료 찾기 (이번주까지)"}, []string{"김민수", "박지영", "백엔드"}, "이번주까지"},
		{"ko-names=하늘,나라,보람", []string{"## 다음 주 할 일", "- **하늘**: 로그인 화면 구현하기", "- 회원 가입 API 연결 - 나라", "- 보람은 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"하늘", "나라", "보람"}, ""},
		{"ko-verb-hagi", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현하기", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성하기", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-verb-geot", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현할 것", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성할 것", "- 발표 자료 찾을 것"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-verb-handa", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현한다", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성한다", "- 발표 자료 찾는다"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-verb-yejeong", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현할 예정", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성할 예정", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-verb-pilyo", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현 필요", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성 필요", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-verb-juseyo", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현해 주세요", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성해 주세요", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-verb-noun", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-due-kkaji", []string{"## 다음 주 할 일", "- **김민수**: 금요일까지 로그인 화면 구현하기", "- 금요일까지 회원 가입 API 연결 - 박지영", "- 금요일까지 백엔드는 결제 모듈 작성", "- 금요일까지 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, "금요일까지"},
		{"ko-due-tilde", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현하기 ~금요일", "- 회원 가입 API 연결 - 박지영 ~금요일", "- 백엔드는 결제 모듈 작성 ~금요일", "- 발표 자료 찾기 ~금요일"}, []string{"김민수", "박지영", "백엔드"}, "금요일"},
		{"ko-due-paren", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현하기 (금)", "- 회원 가입 API 연결 - 박지영 (금)", "- 백엔드는 결제 모듈 작성 (금)", "- 발표 자료 찾기 (금)"}, []string{"김민수", "박지영", "백엔드"}, "금"},
		{"ko-due-date", []string{"## 다음 주 할 일", "- **김민수**: 9/20까지 로그인 화면 구현하기", "- 9/20까지 회원 가입 API 연결 - 박지영", "- 9/20까지 백엔드는 결제 모듈 작성", "- 9/20까지 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, "9/20까지"},
		{"ko-due-magam", []string{"## 다음 주 할 일", "- **김민수**: 로그인 화면 구현하기 (마감: 9/20)", "- 회원 가입 API 연결 - 박지영 (마감: 9/20)", "- 백엔드는 결제 모듈 작성 (마감: 9/20)", "- 발표 자료 찾기 (마감: 9/20)"}, []string{"김민수", "박지영", "백엔드"}, "9/20"},
		{"ko-heading=To-do", []string{"## 다음 주 To-do", "- **김민수**: 로그인 화면 구현하기", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
		{"ko-bold-headings", []string{"**다음 주 할 일**", "- **김민수**: 로그인 화면 구현하기", "- 회원 가입 API 연결 - 박지영", "- 백엔드는 결제 모듈 작성", "- 발표 자료 찾기"}, []string{"김민수", "박지영", "백엔드"}, ""},
	} {
		b, gb := rewritten(t, dir, goldPath, "dev", tc.rewrite)
		got := strings.Split(string(b), "\n")
		if len(got) != 8 || got[1] != "" || got[6] != "- Dana to draft the budget." {
			t.Fatalf("%s: notes %q: lines moved or the English line changed", tc.rewrite, b)
		}
		if want := append([]string{}, tc.lines...); strings.Join(append(got[:1:1], got[2:6]...), "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: lines\n%q\nwant\n%q", tc.rewrite, append(got[:1:1], got[2:6]...), want)
		}
		var g map[string]struct {
			Actions []struct {
				Line  int     `json:"line"`
				Owner *string `json:"owner"`
				Due   *string `json:"due"`
			} `json:"actions"`
		}
		if err := json.Unmarshal(gb, &g); err != nil {
			t.Fatal(err)
		}
		a := g["m.md"].Actions
		if len(a) != 5 || a[4].Owner == nil || *a[4].Owner != "Dana" || a[4].Due != nil {
			t.Fatalf("%s: labels %+v", tc.rewrite, a)
		}
		for i, o := range tc.owners {
			if a[i].Line != i+3 || a[i].Owner == nil || *a[i].Owner != o {
				t.Errorf("%s: label of line %d: owner %v, want %q", tc.rewrite, i+3, a[i].Owner, o)
			}
		}
		if d := a[3].Due; tc.due == "" && d != nil || tc.due != "" && (d == nil || *d != tc.due) {
			t.Errorf("%s: label of line 6: due %v, want %q", tc.rewrite, d, tc.due)
		}
	}
	for _, bad := range []string{"ko-owner-sideways", "ko-names=Dana", "ko-verb-past", "ko-due-soon"} {
		if err := run(dir, goldPath, "", bad, filepath.Join(dir, "x")); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("%s: err %v, want one naming it", bad, err)
		}
	}
}

// TestKoRenameParticles: a renamed owner's particles follow the new name's
// last syllable, and a name inside another word is left.
func TestKoRenameParticles(t *testing.T) {
	lines := []string{"박진영이 키 등록, 이우형은 설계", "박진영과 이우형 검토 (박진영을 도와)", "김박진영 아님", "전원: 초대 수락"}
	acts := []action{{"line": 1.0, "owner": "박진영"}, {"line": 2.0, "owner": "이우형"}, {"line": 4.0, "owner": "전원"}}
	koRename([]string{"나라", "하늘"})(lines, acts)
	want := []string{"나라가 키 등록, 하늘은 설계", "나라와 하늘 검토 (나라를 도와)", "김박진영 아님", "전원: 초대 수락"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("renamed\n%q\nwant\n%q", lines, want)
	}
	if acts[0]["owner"] != "나라" || acts[1]["owner"] != "하늘" || acts[2]["owner"] != "전원" {
		t.Errorf("labels %v", acts)
	}
}

// TestKoreanListRewrites: the deadline or team moved onto a heading or a
// new parent bullet (labels move down under it), and the marks on items.
func TestKoreanListRewrites(t *testing.T) {
	dir := t.TempDir()
	notes := "## 다음 주 할 일\n- 로그인 화면 구현 (9/20)\n- 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- 백엔드는 배포 준비\n"
	if err := os.WriteFile(filepath.Join(dir, "m.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"m.md": {"actions": [{"line": 2, "owner": null, "due": "9/20"}, {"line": 3, "owner": "박지영", "due": null},
		{"line": 7, "owner": "백엔드", "due": null}]}}`
	goldPath := filepath.Join(dir, "gold.json")
	if err := os.WriteFile(goldPath, []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	type label struct {
		Line  int     `json:"line"`
		Owner *string `json:"owner"`
		Due   *string `json:"due"`
	}
	str := func(s string) *string { return &s }
	for _, tc := range []struct {
		rewrite string
		notes   string
		labels  []label
	}{
		// The 논의 section has an unlabelled item: its heading keeps no deadline.
		{"ko-due-heading", "## 다음 주 할 일 (금요일까지)\n- 로그인 화면 구현\n- 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- 백엔드는 배포 준비\n",
			[]label{{2, nil, str("금요일까지")}, {3, str("박지영"), str("금요일까지")}, {7, str("백엔드"), nil}}},
		{"ko-due-parent", "## 다음 주 할 일\n- 금요일까지\n  - 로그인 화면 구현\n  - 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- 백엔드는 배포 준비\n",
			[]label{{3, nil, str("금요일까지")}, {4, str("박지영"), str("금요일까지")}, {8, str("백엔드"), nil}}},
		{"ko-team-parent=백엔드", "## 다음 주 할 일\n- 백엔드\n  - 로그인 화면 구현 (9/20)\n  - 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- 백엔드는 배포 준비\n",
			[]label{{3, str("백엔드"), str("9/20")}, {4, str("박지영"), nil}, {8, str("백엔드"), nil}}},
		{"ko-mark-open", "## 다음 주 할 일\n- [ ] 로그인 화면 구현 (9/20)\n- [ ] 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- [ ] 백엔드는 배포 준비\n",
			[]label{{2, nil, str("9/20")}, {3, str("박지영"), nil}, {7, str("백엔드"), nil}}},
		{"ko-mark-todo", "## 다음 주 할 일\n- 로그인 화면 구현 (todo) (9/20)\n- 결제 모듈 작성 - 박지영 (todo)\n\n## 논의\n- 서버 이전 논의\n- 백엔드는 배포 준비 (todo)\n",
			[]label{{2, nil, str("9/20")}, {3, str("박지영"), nil}, {7, str("백엔드"), nil}}},
		// The second item is reported done: no action any more.
		{"ko-mark-done", "## 다음 주 할 일\n- [ ] 로그인 화면 구현 (9/20)\n- [O] 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- [ ] 백엔드는 배포 준비\n",
			[]label{{2, nil, str("9/20")}, {7, str("백엔드"), nil}}},
		// Chained after a parent bullet, a rewrite reads the lines as written.
		{"ko-due-parent+ko-mark-open", "## 다음 주 할 일\n- 금요일까지\n  - [ ] 로그인 화면 구현\n  - [ ] 결제 모듈 작성 - 박지영\n\n## 논의\n- 서버 이전 논의\n- [ ] 백엔드는 배포 준비\n",
			[]label{{3, nil, str("금요일까지")}, {4, str("박지영"), str("금요일까지")}, {8, str("백엔드"), nil}}},
	} {
		b, gb := rewritten(t, dir, goldPath, "", tc.rewrite)
		if string(b) != tc.notes {
			t.Errorf("%s: notes\n%s\nwant\n%s", tc.rewrite, b, tc.notes)
		}
		var g map[string]struct {
			Actions []label `json:"actions"`
		}
		if err := json.Unmarshal(gb, &g); err != nil {
			t.Fatal(err)
		}
		got, _ := json.Marshal(g["m.md"].Actions)
		want, _ := json.Marshal(tc.labels)
		if string(got) != string(want) {
			t.Errorf("%s: labels %s, want %s", tc.rewrite, got, want)
		}
	}
	if err := run(dir, goldPath, "", "ko-team-parent=민서", filepath.Join(dir, "x")); err == nil {
		t.Error("ko-team-parent=민서: no error, want one (not a team)")
	}
}
