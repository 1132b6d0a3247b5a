package rules

import "testing"

// TestKoNeedWorkTopic: a discussion point that finds more work needed on
// the thing it makes its topic ("… 레퍼런스는 추가 리서치 필요", "… 추가
// 조사 필요") is shown as a possible action; a bug remark closing on a
// need with a subject marker ("… 수정이 필요") stays silent, as before.
func TestKoNeedWorkTopic(t *testing.T) {
	got, pos := parseWithPossible(t, `### 안건

**3. 게임 컨셉 논의**
- 대학교 테마: 교수가 단어를 내려주는 구조
- 세부 디자인 레퍼런스는 추가 리서치 필요
- 캐릭터 레퍼런스 추가 조사 필요
- 버튼 정렬이 위 아래와 일정하지 않음. 각각 일치하게 수정이 필요.
`)
	if len(got) != 0 {
		t.Errorf("extracted %s", dump(got))
	}
	wantPossibleLines(t, pos, 5, 6)
}
