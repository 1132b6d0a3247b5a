package rules

import "testing"

func TestKoNameParticle(t *testing.T) {
	cases := []struct {
		text, name string
		particles  []string
		wordStart  bool
		want       string // the span found, "" for none
	}{
		{"이서연님이 시안 만들기", "이서연", koSubjectParticles, true, "이서연님이"},
		{"회의 후 서연 씨는 배너 수정", "서연", koSubjectParticles, true, "서연 씨는"},
		{"이서연님이 시안 만들기", "서연", koSubjectParticles, true, ""}, // not a word of its own
		{"지도교수님께 메일 드리기", "지도교수", koRecipientParticles, false, "지도교수님께"},
		{"민서에게 전달", "민서", koRecipientParticles, false, "민서에게"},
		{"민서님께서 정리", "민서", koRecipientParticles, false, ""}, // 께서 is the subject
		{"민서님께서 정리", "민서", koSubjectParticles, false, "민서님께서"},
		{"자료는 민서가", "민서", koSubjectParticles, true, "민서가"},
		{"민서가방 정리", "민서", koSubjectParticles, true, ""}, // particle must close the word
		{"민서 정리, 민서는 발표", "민서", koSubjectParticles, true, "민서는"},
	}
	for _, c := range cases {
		s, e, ok := koNameParticle(c.text, c.name, c.particles, c.wordStart)
		got := ""
		if ok {
			got = c.text[s:e]
		}
		if got != c.want {
			t.Errorf("koNameParticle(%q, %q) = %q, want %q", c.text, c.name, got, c.want)
		}
	}
}

func TestKoCutSubject(t *testing.T) {
	for in, want := range map[string]string{
		"이서연님이 시안 2개 만들어 오기": "시안 2개 만들어 오기",
		"배너는 서연 님은 수정":       "배너는 수정",
		"이서연님이":              "이서연님이",
		"발표 자료 정리":           "발표 자료 정리",
	} {
		owner := "이서연"
		if in == "배너는 서연 님은 수정" {
			owner = "서연"
		}
		if got := koCutSubject(in, []string{owner}); got != want {
			t.Errorf("koCutSubject(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestKoReasonThenSubject: a leading clause of reason ("시간이 부족해서",
// "일정이 늦어져서") has a subject of its own; the main clause after it
// names who commits. A clause that goes on with the same subject
// ("민수가 자료를 조사해서 공유하기로 함") keeps its first subject, and a
// standing convention after the reason commits nobody by name.
func TestKoReasonThenSubject(t *testing.T) {
	notes := `# 회의록

참석: 김민수, 이서연

## 회고
- 분량이 많아서 다음부터는 1장씩 하기로
- 시간이 부족해서 민수가 나머지 정리하기로 함
- 일정이 늦어져서 서연이 발표 자료를 대신 만들기로 함
- 민수가 조사해서 공유하기로 함
- 서버가 느려서, 민수가 캐시를 적용하기로 함
`
	checkOwners(t, "reason clause", ownersByLine(t, notes), map[int]string{7: "민수", 8: "서연", 9: "민수", 10: "민수"}, []int{6})
}

// TestKoPairsOnOneLine: a line that hands out work to several people as
// "이름: 할 일" pairs ("민수: 로그인 구현 / 서연: 회원가입 화면 / 지훈: DB 연동")
// is each person's task, as an English line joining two commitments is
// split; a deadline closing the line is the last pair's only, and a pair
// whose name the notes do not know leaves the line whole.
func TestKoPairsOnOneLine(t *testing.T) {
	runFormCases(t, []formCase{{"ko: name-task pairs", `# 7주차 회의

참석자: 김민수, 이서연, 박지훈

## 다음 회의까지
- 민수: 로그인 구현 / 서연: 회원가입 화면 / 지훈: DB 연동(~수)
- 민수: 배포 스크립트 / 서버: 재시작
`, []want{
		{line: 6, owners: "민수", title: "로그인 구현"},
		{line: 6, owners: "서연", title: "회원가입 화면"},
		{line: 6, owners: "지훈", due: "~수", title: "DB 연동"},
		{line: 7, owners: "민수", due: "다음 회의까지", title: "배포 스크립트 / 서버: 재시작"},
	}}})
}
