package rules

import "testing"

// Korean minutes as new teams write them (issue 28, second product
// trials): AI note-taker exports, company report templates, public
// institutions' minutes, Notion/Confluence exports, messenger summaries
// and club or hackathon notes. Made-up text.
var koTrials2Cases = []formCase{
	{"ko: a public office's action table names the office in a '담당부서' column and the deadline in '조치 기한'; '상시' is no deadline; a '협조 요청' section asks work of whom it names", `# 제5차 교통안전 협의회 회의록

## 조치계획
| 연번 | 조치 사항 | 담당부서 | 조치 기한 |
|---|---|---|---|
| 1 | 스쿨존 신호등 점검 | 교통행정과 | 2026. 8. 14. |
| 2 | 불법 주정차 단속 강화 | 교통지도과 | 상시 |

## 협조 요청
 - 학교운영위원회: 등하교 시간 안전 지킴이 명단 제출 (8. 20.까지)
`, []want{
		{line: 6, owners: "교통행정과", due: "2026. 8. 14.", title: "스쿨존 신호등 점검"},
		{line: 7, owners: "교통지도과", due: "", title: "불법 주정차 단속 강화"},
		{line: 10, owners: "학교운영위원회", due: "8. 20.까지", title: "등하교 시간 안전 지킴이 명단 제출"},
	}},
	{"ko: a company report's plan items give the work to a team or to a civil servant by title, with a month's part as the deadline", `2026년 하반기 전산 장비 교체 회의 결과

□ 향후 추진 계획
 ○ 장비 교체 계획서 작성: 전산운영팀 / 9월 초
 ○ 취약점 점검 결과 보고 (오하람 주무관, ~8.28.)
 ○ 신규 장비 사용 교육 안내 – 류지안 사무관
`, []want{
		{line: 4, owners: "전산운영팀", due: "9월 초", title: "장비 교체 계획서 작성"},
		{line: 5, owners: "오하람", due: "~8.28.", title: "취약점 점검 결과 보고"},
		{line: 6, owners: "류지안", due: "", title: "신규 장비 사용 교육 안내"},
	}},
	{"ko: a Notion date mention is the item's deadline, no handle; a Confluence task opens with a name the attendees give and closes with a full date; a wiki agenda table's owner column names presenters", `# 2026-07-06 데이터팀 회의

**참석자**
- @노태윤
- @차은별

## 토의 항목
| 시간 | 항목 | 담당 | 메모 |
|---|---|---|---|
| 15분 | 적재 지연 | 노태윤 | 새벽 배치 |

## 실행 항목
- [ ] 노태윤 중복 적재 테이블 삭제 2026년 7월 9일
- [ ] 차은별 대시보드 필터 업데이트
- [ ] 지표 정의서 검토 @차은별 @2026년 7월 10일
`, []want{
		{line: 13, owners: "노태윤", due: "2026년 7월 9일", title: "중복 적재 테이블 삭제"},
		{line: 14, owners: "차은별", due: "", title: "대시보드 필터 업데이트"},
		{line: 15, owners: "차은별", due: "2026년 7월 10일", title: "지표 정의서 검토"},
	}},
	{"ko: hackathon minutes — a team's label opens the item and the person after a dash takes it; fields between spaced slashes are work, person and deadline in any order", `# 해커톤 D-2 회의

## 역할
- FE: 문가온, 배하린
- BE: 탁서준

## 해야 할 것
FE: 회원가입 모달 - 가온
Design: 앱 아이콘 시안 - 하린
BE) 결제 API 명세 작성 / 서준 / ~목
- 하린 / 온보딩 화면 / 금요일까지
`, []want{
		{line: 8, owners: "가온", due: "", title: "회원가입 모달"},
		{line: 9, owners: "하린", due: "", title: "앱 아이콘 시안"},
		{line: 10, owners: "서준", due: "~목", title: "결제 API 명세 작성"},
		{line: 11, owners: "하린", due: "금요일까지", title: "온보딩 화면"},
	}},
	{"ko: an AI note-taker's next steps are sentences about a person: a full name as the subject owns the item", `회의 요약: 7월 1주차 운영 회의
2026년 7월 6일

다음 단계
• 표지우는 정산 리포트 양식을 7월 8일까지 공유할 예정입니다.
• 남궁하늘이 고객 문의 분류 기준을 정리합니다.
`, []want{
		{line: 5, owners: "표지우", due: "7월 8일까지", title: "정산 리포트 양식 공유"},
		{line: 6, owners: "남궁하늘", due: "", title: "고객 문의 분류 기준 정리"},
	}},
	{"ko: notes that are a KakaoTalk chat are read as a transcript: a writer's own commitment with a deadline is theirs", `# 동아리 운영진 단톡 정리

[예준] [오후 9:01] 축제 부스 관련 정리할게요
[예준] [오후 9:02] 현수막은 제가 토요일까지 주문할게요
[다온] [오후 9:03] 저는 굿즈 샘플 받아서 월요일까지 올릴게요
[예준] [오후 9:04] 좋아요 ㅎㅎ
`, []want{
		{line: 3, owners: "예준", due: "", title: "축제 부스 관련 정리", needsHuman: true},
		{line: 4, owners: "예준", due: "토요일까지", title: "현수막 주문"},
		{line: 5, owners: "다온", due: "월요일까지", title: "굿즈 샘플 받아서 올리기"},
	}},
	{"ko: a Slack thread copied with a writer's header over each message reads the same; a chat pasted into minutes does not", `스레드 정리

우태리 — 오후 2:03
빌드 캐시는 제가 오늘 안에 비울게요

반지오 — 오후 2:05
그럼 저는 내일까지 배포 노트 쓸게요
`, []want{
		{line: 4, owners: "우태리", due: "오늘 안에", title: "빌드 캐시 비울게요"},
		{line: 7, owners: "반지오", due: "내일까지", title: "배포 노트 쓸게요"},
	}},
	{"ko: 'ㆍ' opens an item of a Korean document, with or without a space after it; fields between spaced middle dots are work, person and deadline", `# 주간 회의

## 다음 회의 전까지
ㆍ곽다은 - 경쟁사 요금표 조사
ㆍ 디자인팀 - 배너 시안 2종
- 견적서 재발송 · 모하진 · 6/14
`, []want{
		{line: 4, owners: "곽다은", due: "다음 회의 전까지", title: "경쟁사 요금표 조사"},
		{line: 5, owners: "디자인팀", due: "다음 회의 전까지", title: "배너 시안 2종"},
		{line: 6, owners: "모하진", due: "6/14", title: "견적서 재발송"},
	}},
	{"ko: a day after a comma closes an item as its deadline; a name with 님 before a dash owns the rest", `# 주간 회의

## 액션 아이템
- 설나래 님 — 회고 문서 작성, 다음 주 월요일
- 환불 정책 초안 공유 - 설나래, 6/18
`, []want{
		{line: 4, owners: "설나래 님", due: "다음 주 월요일", title: "회고 문서 작성"},
		{line: 5, owners: "설나래", due: "6/18", title: "환불 정책 초안 공유"},
	}},
	{"ko: who is in charge opens the item — '… 담당으로', '… 주관으로', an office in parentheses; a remark in parentheses does not", `# 운영 회의

## 향후 계획
- 석다인 담당으로 보도자료 초안 작성
- 총무과 주관으로 설명회 개최 준비
- (시설관리팀) 냉방기 점검 일정 수립
- (참고) 작년 점검 결과 공유 - 석다인
`, []want{
		{line: 4, owners: "석다인", due: "", title: "보도자료 초안 작성"},
		{line: 5, owners: "총무과", due: "", title: "설명회 개최 준비"},
		{line: 6, owners: "시설관리팀", due: "", title: "냉방기 점검 일정 수립"},
		{line: 7, owners: "석다인", due: "", title: "(참고) 작년 점검 결과 공유"},
	}},
	{"a full date closing an English item after 'by' stays the English due, a Korean name before it or not", "# Weekly sync\n\n## Action items\n- 지훈: Book the venue for the offsite by 2026-10-12\n- 지훈: 장소 예약 2026-10-12\n", []want{
		{line: 4, owners: "지훈", due: "by 2026-10-12", title: "Book the venue for the offsite"},
		{line: 5, owners: "지훈", due: "2026-10-12", title: "장소 예약"},
	}},
}

func TestKoTrials2(t *testing.T) { runFormCases(t, koTrials2Cases) }
