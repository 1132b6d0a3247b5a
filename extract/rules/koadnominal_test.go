package rules

import "testing"

// TestKoAdnominalKeptInTitle: a verb's -는/-은 modifier stays whole in a
// title ("지원하는 인증 방식"); a topic particle on a noun still goes.
func TestKoAdnominalKeptInTitle(t *testing.T) {
	for in, want := range map[string]string{
		"서버가 지원하는 인증 방식 정리하기":   "서버가 지원하는 인증 방식 정리",
		"배포에 사용되는 설정 파일을 확인합니다": "배포에 사용되는 설정 파일 확인",
		"남아 있는 작업 목록 공유":        "남아 있는 작업 목록 공유",
		"공지문은 내일 올리기":           "공지문 내일 올리기",
		"이번주는 발표 자료 준비":         "이번주 발표 자료 준비",
		"막히는 지점 즉시 공유":          "막히는 지점 즉시 공유",
		"바뀌는 부분 공유하기":           "바뀌는 부분 공유",
		"잘 읽히는 순서로 문서 정리":       "잘 읽히는 순서로 문서 정리",
		"화면이 닫히는 버그 수정":         "화면이 닫히는 버그 수정",
		"로그인은 다음 주에 구현":         "로그인 다음 주에 구현",
	} {
		if got := cleanTitle(in); got != want {
			t.Errorf("cleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestKoGiroTitle: "…받기로 함", "…만들기로 했음" — a decision to do work
// with a verb other than 하다 — titles the work ("API 키 발급받기"),
// never "…발급받기로".
func TestKoGiroTitle(t *testing.T) {
	for in, want := range map[string]string{
		"API 키를 발급받기로 함":  "API 키 발급받기",
		"데모 영상을 만들기로 했음":  "데모 영상 만들기",
		"전처리 코드를 작성하기로 함": "전처리 코드 작성",
	} {
		if got := cleanTitle(in); got != want {
			t.Errorf("cleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}
