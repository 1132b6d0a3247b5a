package rules

import (
	"testing"
)

// The Korean reading of issue 28, one case per rule, in notes written for
// this test after the forms student teams use. Each case holds the action
// the rule reads and a near miss beside it that must stay no action.
var koreanCases = []struct {
	name  string
	notes string
	want  []want
}{
	{"minutes written inside a fence are read; a fence of code is not", `참석자 : 이용정, 김민기, 김나윤

## 결론 및 추후 진행과제
` + "```" + `
올리브영, 코스RX - 민기
이니스프리 - 나윤
기한: 2021.02.27 토요일
` + "```" + `
` + "```" + `
쿠팡 - 나윤
config = load() - 민기
` + "```" + `
`, []want{
		{line: 5, owners: "민기", title: "올리브영, 코스RX"},
		{line: 6, owners: "나윤", title: "이니스프리"},
	}},
	{"추후 is a horizon: a conclusion-and-follow-up heading lists work", `## 결론 및 추후 진행과제
- 다음주 수요일 전까지 전처리 완료
- 각 팀 git 생성(팀장)
- 크롤링 끝난 팀원은 code 정리해서 commit 하기

## 결론
- 전처리는 다음주에 끝내는 것으로 정리
`, []want{
		{line: 2, due: "다음주 수요일 전까지", title: "전처리 완료"},
		{line: 3, owners: "팀장", title: "각 팀 git 생성"},
		{line: 4, title: "크롤링 끝난 팀원 code 정리해서 commit"},
	}},
	{"fields, list labels, the next meeting's time and conditions are no steps", `## 결론 및 향후 계획
- **결론:** 로봇팔을 기반으로 한 프로젝트 방향 확정.
- **우선순위:** 라면 조리 로봇팔을 주요 발전 방향으로 검토.
- 다음 회의는 토요일 오후 8시
- 아이디어 승인 시 다음 과정 진행
- 반려될 시 아이디어 재구상
- 모델 구조 변경: 현재 비효율적인 요소가 있음
- 로그인: 소셜 로그인 추가
- 프로젝트 아웃라인
  1. 제품군 별로 특성을 파악한다.
- **향후 계획:**
  1. 프로토타입 설계 및 실험 진행
`, []want{
		{line: 7, title: "모델 구조 변경: 현재 비효율적인 요소가 있음"},
		{line: 8, title: "로그인: 소셜 로그인 추가"},
		{line: 12, title: "프로토타입 설계 및 실험 진행"},
	}},
	{"under a team a condition describes what it builds", `## 구현 목표
- Frontend
    - 말풍선에 커서를 올릴 시, 감정 상태를 tool-tip으로 보여줍니다.
- 승인 시 다음 과정 진행
`, []want{
		{line: 3, owners: "Frontend", title: "말풍선에 커서 올릴 시, 감정 상태 tool-tip으로 보여줍니다"},
	}},
	{"a meeting is a deadline only with 까지", `### 다음 회의 계획
- 교수님께 피드백 요청

### 다음 회의까지 할 일
- 아이디어 재구상
`, []want{
		{line: 2, title: "교수님께 피드백 요청"},
		{line: 5, due: "다음 회의까지", title: "아이디어 재구상"},
	}},
	{"role lines name who holds a role; a word of two syllables in parentheses is a remark", `## 팀 구성
- 팀장: 서상호
- 팀원: 고성모
- 할리갈리 방식 (선택)
- 자료 조사 (고성모)
`, []want{
		{line: 5, owners: "고성모", title: "자료 조사", needsHuman: true},
	}},
	{"a label of two syllables written in every entry is no name", `### 1. 벽걸이 화분
- **설명**: 노인이 식물을 키울 수 있도록 설계한 벽걸이 화분
- 배경: 기존 화분은 높이 조절이 어려움

### 2. 독서 플랫폼
- **설명**: 자신에게 맞는 독서를 추천해주는 시스템
- 배경: 독서 추천 서비스가 부족함
- 서정호: 제가 시장 조사 자료를 정리할게요
`, []want{
		{line: 8, owners: "서정호", title: "시장 조사 자료 정리", needsHuman: true},
	}},
	{"a subject of two syllables commits with 하기로/예정, not with a plain present", `## 회의 내용
- 유분이 많은 제품보다는 산뜻한 제품을 선호한다.
- 민서가 공급사 목록을 정리하기로 함
`, []want{
		{line: 3, owners: "민서", title: "공급사 목록 정리"},
	}},
	{"a team's name closing a compound noun is no team subject", `## 할 일
- 리뷰 크롤링 데이터는 Data 폴더에 commit
- 다음주까지 백엔드는 로그인 API 구현
`, []want{
		{line: 2, title: "리뷰 크롤링 데이터는 Data 폴더에 commit"},
		{line: 3, owners: "백엔드", due: "다음주까지", title: "로그인 API 구현"},
	}},
	{"a link in parentheses among the steps is a reference", `## 추후 과제
- 주제 후보 조사
- (https://example.org/competition?id=2)
`, []want{
		{line: 2, title: "주제 후보 조사"},
	}},
	{"homework forms and compact dates commit a group's line anywhere", `## 회의 내용
- 각 팀원별로 맡은 쇼핑몰에서 리뷰와 평점을 크롤링 해온다.(20210303까지)
- 20210310까지 전처리 코드 정리해오기
- 리뷰 데이터가 생각보다 적어 다른 쇼핑몰도 고려해온 바 있다.
- 리뷰 데이터가 생각보다 적다.
`, []want{
		{line: 2, due: "20210303까지", title: "각 팀원별로 맡은 쇼핑몰에서 리뷰와 평점 크롤링 해온다", needsHuman: true},
		{line: 3, due: "20210310까지", title: "전처리 코드 정리해오기", needsHuman: true},
	}},
	{"a team's schedule under its parent item; a team's notes are not", `## 일정
- FE 전체적인 일정
  - 이번주 와이어프레임 완성
  - 20일까지 로그인 화면 구현 목표
- BE
  - 수 or 목까지 배포 서버 구축
  - 서버 비용이 예상보다 큼
- FE 회의 내용
  - 디자인 시안 검토
`, []want{
		{line: 3, owners: "FE", due: "이번주", title: "와이어프레임 완성"},
		{line: 4, owners: "FE", due: "20일까지", title: "로그인 화면 구현 목표"},
		{line: 6, owners: "BE", due: "수 or 목까지", title: "배포 서버 구축"},
	}},
	{"goals of the product are no work; goals of the work are", `## 기획 목표
- 사용자가 쉽게 레시피를 찾을 수 있는 서비스
- 재료 기반 추천 기능 제공

## 구현 목표
- 재료 입력 화면 구현
`, []want{
		{line: 6, title: "재료 입력 화면 구현"},
	}},
	{"an empty 할 일 heading heads the team headings after it; a done list does not", `# 데일리 스크럼
### 어제 한 일
### 백엔드
- 로그인 구현

**오늘 할 일**
### 💻 백엔드
- 로그인 API 명세
### [프론트엔드]
- 메인 화면 퍼블리싱
`, []want{
		{line: 8, owners: "백엔드", title: "로그인 API 명세"},
		{line: 10, owners: "프론트엔드", title: "메인 화면 퍼블리싱"},
	}},
	{"where the notes list their Korean attendees, an unlisted word before a colon is a label", `## 회의 개요
- 참석: 정호, 동엽, 하연

## 성공 기준
- 유사도: 모양 차이율(픽셀 기반)
- 정확도: 접힘 위치 오차 5mm 이내
- 유사도 기준은 다음 회의에서 확정
- 하연: 부품 비교표 작성
`, []want{
		{line: 8, owners: "하연", title: "부품 비교표 작성", needsHuman: true},
	}},
	{"owners written after the task or as a group subject, deadlines in brackets, todo marks", `참석자: 김민수, 이서연, 박지훈

## 회의 내용
- 민수님이 9.28 까지 로그인 화면 작업
- 서연 - 금요일까지 API 문서 정리
- 데이터 전처리 (민수, 서연, 지훈)
- 발표 자료 준비 ` + "`지훈`" + `
- 중간 보고서 초안 (이번주까지)
- ERD 수정 (todo)
- 모두 연휴 기간까지 개인 파트 구현
- 데이터 전처리 방식 (정규화, 인코딩, 샘플링)
- 설정 파일 위치 ` + "`config.yaml`" + `
- 회의록 양식 (참고용)
- 모두 동의함
`, []want{
		{line: 4, owners: "민수", due: "9.28 까지", title: "로그인 화면 작업", needsHuman: true},
		{line: 5, owners: "서연", due: "금요일까지", title: "API 문서 정리", needsHuman: true},
		{line: 6, owners: "민수 서연 지훈", title: "데이터 전처리", needsHuman: true},
		{line: 7, owners: "지훈", title: "발표 자료 준비", needsHuman: true},
		{line: 8, due: "이번주까지", title: "중간 보고서 초안", needsHuman: true},
		{line: 9, title: "ERD 수정", needsHuman: true},
		{line: 10, owners: "모두", due: "연휴 기간까지", title: "개인 파트 구현", needsHuman: true},
	}},
	{"a name closing an agenda item's heading presents it; a part's heading elsewhere is assigned", `## 안건
### 1) 카드 규칙 확정 (김도윤)
- 속성 범위 논의

## 모듈
### 인코더 모듈 - 최유진
`, []want{
		{line: 6, owners: "최유진", title: "인코더 모듈", needsHuman: true},
	}},
}

func TestKoreanForms(t *testing.T) {
	runFormCases(t, koreanCases)
}

// A Korean condition opens a contingency: a standalone 시 after a word,
// 시 on a verb's ㄹ form, 경우, a -면 clause — with more words after it.
func TestKoConditional(t *testing.T) {
	for s, want := range map[string]bool{
		"아이디어 승인 시 다음 과정 진행": true, "반려될 시 아이디어 재구상": true, "크롤링이 잘 안될시 주제 변경": true,
		"불가능한 경우 전처리팀으로 이동": true, "시간이 되면 배포까지 진행": true,
		"다음 회의는 토요일 오후 8시": false, "동시에 두 화면 구현": false, "일시정지 버튼 추가": false, "API 명세 작성 시": false,
		"전처리 완료": false,
	} {
		if got := koConditional(s); got != want {
			t.Errorf("koConditional(%q) = %t, want %t", s, got, want)
		}
	}
}

// Korean due expressions: compact dates, days of the month, weekdays of
// one syllable after a space — not the end of a word ("항목까지").
func TestKoreanDue(t *testing.T) {
	for in, want := range map[string]string{
		"크롤링 해온다.(20210303까지)": "20210303까지", "20일까지 로그인 화면 구현": "20일까지", "수 or 목까지 배포 서버 구축": "수 or 목까지",
		"배포 서버 구축 목까지": "목까지", "체크 항목까지 포함한 표": "", "2021년 예산 정리": "",
	} {
		if _, got := cutDue(in); got != want {
			t.Errorf("cutDue(%q) due = %q, want %q", in, got, want)
		}
	}
}
