package rules

import "testing"

// TestKoOwnerOpensHeading: a heading that gives a part to a person reads
// the same with the owner written first ("이서준: 결제 모듈 정리", "[박하은]
// …", "@…", "…님 …") as with the owner last ("… - 김도윤"); a team
// opening a heading over a report of what was built gives no work.
func TestKoOwnerOpensHeading(t *testing.T) {
	notes := "## 7주차 회의록\n\n### 모듈 리뷰\n\n" +
		"#### 로그인 흐름 정리 - 김도윤\n\n-   LoginForm\n\n" + // 5
		"#### 이서준: 결제 모듈 정리\n\n-   PaymentClient\n\n" + // 9
		"#### [박하은] 알림 모듈 정리\n\n-   Notifier\n\n" + // 13
		"#### @최유나 검색 색인 레이어\n\n-   SearchIndex\n\n" + // 17
		"#### 장민호님 배치 작업 레이어\n\n-   BatchJob\n\n" + // 21
		"#### 한서우는 캐시 레이어\n\n-   CacheStore\n\n" + // 25
		"## 완성한 것\n\n### 백엔드: 주문 조회 구현\n[/src/api](https://example.com/src/api)\n" // 31
	got := ownersByLine(t, notes)
	checkOwners(t, "ko owner opens heading", got, map[int]string{5: "김도윤", 9: "이서준", 13: "박하은", 17: "최유나", 21: "장민호", 25: "한서우"}, []int{31})
}

// TestKoOwnerOpensItemUnderChargeLabel: under "- 담당 :" each item names
// who takes which part, the owner last ("국내 논문 3편 : 정하람") or first
// ("[윤서진] …", "@한지우 …", "백도현님 …").
func TestKoOwnerOpensItemUnderChargeLabel(t *testing.T) {
	notes := "### 자료 조사\n\n- 담당 :\n\n" +
		"  - 국내 논문 3편 : 정하람\n" +
		"  - [윤서진] 해외 논문 3편\n" +
		"  - @한지우 특허 자료\n" +
		"  - 백도현님 업계 보고서\n" +
		"  - 남궁연은 해외 기사 모음\n"
	got := ownersByLine(t, notes)
	checkOwners(t, "ko owner opens item under 담당", got, map[int]string{5: "정하람", 6: "윤서진", 7: "한지우", 8: "백도현", 9: "남궁연"}, nil)
}
