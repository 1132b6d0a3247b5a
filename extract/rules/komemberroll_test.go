package rules

import "testing"

// TestKoMemberRollNamesPeople: a line listing the team's members ("팀원
// 구성 ( … )", "조원: …") makes their given names known, words though
// some of them are ("보람", "다온"), so a part given to one of them
// ("… : 보람") has its owner; the roll itself is no action.
func TestKoMemberRollNamesPeople(t *testing.T) {
	notes := ":memo: 팀원 구성 ( __한결__ , 보람 , 다온 , 이슬)\n\n### 자료 조사\n\n- 담당 :\n\n" +
		"  - 국내 논문 3편 : 보람\n" +
		"  - 해외 논문 3편 : 다온\n"
	got := ownersByLine(t, notes)
	checkOwners(t, "ko member roll", got, map[int]string{7: "보람", 8: "다온"}, []int{1})
	notes2 := "조원: 보람, 다온\n\n## 준비물\n\n- 담당 :\n  - 발표 자료 : 다온\n"
	checkOwners(t, "ko member roll colon", ownersByLine(t, notes2), map[int]string{6: "다온"}, []int{1})
}
