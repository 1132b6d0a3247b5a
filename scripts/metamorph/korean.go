package main

// Korean rewrites ("ko-…"). Each changes only lines with Hangul on them
// (English lines are left as written) and keeps every labelled action on
// its line:
//
//	ko-owner-F        a labelled line whose owner is written as "이름: 작업", "**이름**: 작업",
//	                  "이름은/는 작업", "이름이/가 작업", "작업 - 이름", "작업 : 이름", "작업 (이름)",
//	                  "@이름 작업", "이름님 작업", "[이름] 작업" or "작업 `이름`" is rewritten with the
//	                  owner in form F: colon ("이름: 작업"), dash ("작업 - 이름"), paren ("작업 (이름)"),
//	                  handle ("@이름 작업"), nim ("이름님 작업"), bracket ("[이름] 작업"),
//	                  code ("작업 `이름`"), topic ("이름은/는 작업"; only on work with a
//	                  predicate), lead-dash ("이름 - 작업"), nim-ga ("이름님이 작업"),
//	                  multi-paren ("작업 (이름, 하늘, 나라)") and multi-dash ("작업 - 이름,
//	                  하늘"), whose labels then list every owner
//	ko-names=A,B,…    each labelled Hangul owner (not 전원, 각자, …) becomes the next of A, B, …
//	                  everywhere in the notes and labels; the particle after it follows the
//	                  new name's last syllable (은/는, 이/가, 을/를, 과/와, 으로/로, 이랑/랑)
//	ko-verb-F         a labelled task ending "작성하기", "작성할 것", "작성한다", "작성함" or a
//	                  하다-noun ("작성"), or another verb's "찾기", is rewritten as F: hagi
//	                  ("작성하기", "찾기"), geot ("작성할 것", "찾을 것"), handa ("작성한다",
//	                  "찾는다"), noun ("작성"; 하다 verbs only); and, for 하다 work only, the
//	                  endings of running minutes: yejeong ("작성할 예정"), giro ("작성하기로
//	                  함"), haeya ("작성해야 함"), haeogi ("작성해오기"), gesseumnida
//	                  ("작성하겠습니다"), halgeyo ("작성할게요"), pilyo ("작성 필요"), haja
//	                  ("작성하자"), dorok ("작성하도록 한다"), juseyo ("작성해 주세요")
//	ko-due-F          each labelled list item or line (not a heading or table row) gets the
//	                  deadline in form F, in place of the labelled due when that is written on
//	                  the line: kkaji ("금요일까지 작업"), tilde ("작업 ~금요일"), paren ("작업 (금)"),
//	                  date ("9/20까지 작업"), magam ("작업 (마감: 9/20)"), weekend
//	                  ("이번 주말까지 작업"), holiday ("연휴 기간까지 작업"), sunday ("일요일
//	                  전까지 작업"), sprint ("다음 스프린트까지 작업"), week-paren ("작업
//	                  (이번주까지)"), bracket ("작업 [주말동안 완료할 것]"), dot-date ("9.28 까지
//	                  작업"); after an owner written first ("이름 - ", "이름님이 ") the
//	                  deadline follows it; labels follow
//	ko-heading=NAME   an action heading ("다음 목표", "차주 목표", "할 일", "계획", "액션 아이템",
//	                  "Next goal", "To-do", …) of a Korean file is renamed NAME
//	ko-bold-headings  a Korean file's "## 제목" headings become bold lines "**제목**"
//	ko-due-heading, ko-due-parent, ko-team-parent[=TEAM], ko-mark-open|todo|done:
//	                  the list around labelled items (koreanlists.go)

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

var reHangul = regexp.MustCompile(`\p{Hangul}`)

// koRewriter returns a rewrite of Korean minutes' forms, named "ko-…".
func koRewriter(name string) (func([]string, []action) int, error) {
	switch {
	case strings.HasPrefix(name, "ko-owner-") && slices.Contains(koOwnerForms, strings.TrimPrefix(name, "ko-owner-")):
		return koOwnerForm(strings.TrimPrefix(name, "ko-owner-")), nil
	case strings.HasPrefix(name, "ko-names="):
		pool := strings.Split(strings.TrimPrefix(name, "ko-names="), ",")
		for _, p := range pool {
			if !koAllHangul(p) {
				return nil, fmt.Errorf("rewrite %q: %q is not a Hangul name", name, p)
			}
		}
		return koRename(pool), nil
	case strings.HasPrefix(name, "ko-verb-") && (name == "ko-verb-noun" || koHaEndings[strings.TrimPrefix(name, "ko-verb-")] != ""):
		return koVerb(strings.TrimPrefix(name, "ko-verb-")), nil
	case strings.HasPrefix(name, "ko-due-") && koDueForms[strings.TrimPrefix(name, "ko-due-")] != [2]string{}:
		return koDue(strings.TrimPrefix(name, "ko-due-")), nil
	case strings.HasPrefix(name, "ko-heading="):
		return koHeading(strings.TrimPrefix(name, "ko-heading=")), nil
	case name == "ko-due-heading":
		return koFiles(koDueHeading), nil
	case name == "ko-due-parent":
		return koFiles(koDueParent), nil
	case name == "ko-team-parent" || strings.HasPrefix(name, "ko-team-parent="):
		team := strings.TrimPrefix(strings.TrimPrefix(name, "ko-team-parent"), "=")
		if team == "" {
			team = "프론트엔드"
		}
		if !slices.Contains(koTeams, team) {
			return nil, fmt.Errorf("rewrite %q: %q is not a team (%s)", name, team, strings.Join(koTeams, ", "))
		}
		return koFiles(koTeamParent(team)), nil
	case strings.HasPrefix(name, "ko-mark-") && slices.Contains([]string{"open", "todo", "done"}, strings.TrimPrefix(name, "ko-mark-")):
		return koFiles(koMark(strings.TrimPrefix(name, "ko-mark-"))), nil
	case name == "ko-bold-headings":
		return koFiles(eachLine(func(l string) string {
			if m := reATX.FindStringSubmatch(l); m != nil && m[1] != "" && !strings.Contains(m[1], "*") {
				return "**" + m[1] + "**"
			}
			return l
		})), nil
	}
	return nil, fmt.Errorf("rewrite %q: no such Korean rewrite (ko-owner-%s, ko-names=A,B, ko-verb-hagi|geot|handa|noun|yejeong|giro|haeya|haeogi|gesseumnida|halgeyo|pilyo|haja|dorok|juseyo, ko-due-kkaji|tilde|paren|date|magam|weekend|holiday|sunday|sprint|week-paren|bracket|dot-date, ko-heading=NAME, ko-bold-headings, ko-due-heading, ko-due-parent, ko-team-parent[=TEAM], ko-mark-open|todo|done)", name, strings.Join(koOwnerForms, "|"))
}

// koFiles applies a rewrite to a file only when it has Hangul in it.
func koFiles(f func([]string, []action) int) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		if !reHangul.MatchString(strings.Join(lines, "\n")) {
			return 0
		}
		return f(lines, acts)
	}
}

func koAllHangul(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return true
}

// koLabelled calls f for each labelled action on a line with Hangul that
// is not a table row, with the line's index.
func koLabelled(lines []string, acts []action, f func(i int, a action)) {
	for _, a := range acts {
		i, ok := lineOf(a, lines)
		if !ok || !reHangul.MatchString(lines[i]) || strings.HasPrefix(strings.TrimSpace(lines[i]), "|") {
			continue
		}
		f(i, a)
	}
}

// reKoPrefix: what opens a line before its text — indentation, a heading's
// hashes, a bullet or number, a checkbox.
var reKoPrefix = regexp.MustCompile(`^(\s*(?:#{1,6}\s+)?(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s+)?)(.*?)\s*$`)

var koOwnerForms = []string{"colon", "dash", "paren", "handle", "nim", "bracket", "code", "topic", "lead-dash", "nim-ga", "multi-paren", "multi-dash"}

// koCoOwners: the people a multi-owner form adds after the labelled
// owner ("작업 (김민수, 하늘, 나라)"); names no labelled notes use.
var koCoOwners = []string{"하늘", "나라"}

// koSplitOwner finds owner o written in one of the known forms on body
// and returns the work without it.
func koSplitOwner(body, o string) (string, bool) {
	q := regexp.QuoteMeta(o)
	for _, p := range []string{
		`^\*\*` + q + `\*\*\s*[:：]\s*(.+)$`,
		`^` + q + `\s*[:：]\s*(.+)$`,
		`^@` + q + `\s+(.+)$`,
		`^\[` + q + `\]\s*(.+)$`,
		`^` + q + `님[,:]?\s+(.+)$`,
		`^` + q + `(?:은|는|이|가)\s+(.+)$`,
		`^(.+?)\s+[-–—]\s+` + q + `$`,
		`^(.+?)\s*[:：]\s*` + q + `$`,
		`^(.+?)\s*\(` + q + `\)$`,
		"^(.+?)\\s*`" + q + "`$",
	} {
		if m := regexp.MustCompile(p).FindStringSubmatch(body); m != nil {
			return m[1], true
		}
	}
	return "", false
}

func koOwnerForm(form string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		koLabelled(lines, acts, func(i int, a action) {
			o, _ := a["owner"].(string)
			if o == "" || strings.ContainsAny(o, " ,") {
				return
			}
			m := reKoPrefix.FindStringSubmatch(lines[i])
			work, ok := koSplitOwner(m[2], o)
			if !ok || !reHangul.MatchString(work) {
				return
			}
			if slices.Contains([]string{"담당", "담당자", "역할", "책임"}, strings.TrimSpace(work)) {
				return // "담당 : 김민수" labels who is in charge; no work to move
			}
			person := koAllHangul(o) && !slices.Contains(koCollective, o) && !slices.Contains(koTeams, o)
			if (form == "nim" || form == "handle" || form == "nim-ga" || strings.HasPrefix(form, "multi-")) && !person || (form == "topic" || form == "nim-ga") && (!koAllHangul(o) || !koHasPredicate(work)) {
				return // "나머지님", "@전원", "Jo은", "이동재는 언론사 두 곳": not how anyone writes
			}
			end := strings.TrimRight(work, ".。")
			var body string
			switch form {
			case "colon":
				body = o + ": " + work
			case "dash":
				body = end + " - " + o
			case "paren":
				body = end + " (" + o + ")"
			case "handle":
				body = "@" + o + " " + work
			case "nim":
				body = o + "님 " + work
			case "bracket":
				body = "[" + o + "] " + work
			case "code":
				body = end + " `" + o + "`"
			case "topic":
				body = o + koParticle(o, "은", "는") + " " + work
			case "lead-dash":
				body = o + " - " + work
			case "nim-ga":
				body = o + "님이 " + work
			case "multi-paren":
				body = end + " (" + o + ", " + strings.Join(koCoOwners, ", ") + ")"
				a["owner"] = o + ", " + strings.Join(koCoOwners, ", ")
			case "multi-dash":
				body = end + " - " + o + ", " + koCoOwners[0]
				a["owner"] = o + ", " + koCoOwners[0]
			}
			if r := m[1] + body; r != lines[i] {
				lines[i] = r
				n++
			}
		})
		return n
	}
}

// koHasPredicate: work says what is done — a 하다 noun or a verb's
// ending in it ("등록", "찾기", "작성할 것") — as a topic subject
// ("이름은 …") needs; a bare noun phrase ("언론사 두 곳") takes a colon.
func koHasPredicate(work string) bool {
	for _, f := range strings.Fields(work) {
		f = strings.TrimRight(f, ".,:：!)")
		if slices.Contains(koHadaNouns, f) || reKoHa.MatchString(f) || strings.HasSuffix(f, "기") || f == "것" || strings.HasSuffix(f, "다") {
			return true
		}
	}
	return false
}

// koBatchim is the final consonant index of s's last syllable (0 none,
// 8 ㄹ), or -1 when s does not end in a Hangul syllable.
func koBatchim(s string) int {
	r, _ := utf8.DecodeLastRuneInString(s)
	if r < 0xAC00 || r > 0xD7A3 {
		return -1
	}
	return int(r-0xAC00) % 28
}

// koParticle picks the particle form after s: cons after a final
// consonant, vowel after a vowel.
func koParticle(s, cons, vowel string) string {
	b := koBatchim(s)
	if b == 0 || (b == 8 && cons == "으로") {
		return vowel
	}
	return cons
}

// koTeams: teams that own work as people do, but take no 님 or @.
var koTeams = []string{"프론트엔드", "백엔드", "프론트", "디자인", "기획", "서버", "개발"}

var koCollective = []string{"전원", "각자", "나머지", "모두", "다같이", "팀원", "전체", "다들", "공통"}

// koParticles: particle pairs (after a consonant, after a vowel).
var koParticles = [][2]string{{"이랑", "랑"}, {"으로", "로"}, {"은", "는"}, {"이", "가"}, {"을", "를"}, {"과", "와"}}

func koRename(pool []string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		mapping, order := ownerMapping(acts, pool, func(w string) bool { return koAllHangul(w) && !slices.Contains(koCollective, w) })
		if len(mapping) == 0 {
			return 0
		}
		// Longest first so 김나영 is not read as 나영.
		slices.SortFunc(order, func(a, b string) int { return len(b) - len(a) })
		re := regexp.MustCompile(`(` + strings.Join(order, "|") + `)`)
		sub := func(s string) string {
			var b strings.Builder
			last := 0
			for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
				if m[0] < last {
					continue
				}
				if r, _ := utf8.DecodeLastRuneInString(s[:m[0]]); m[0] > 0 && unicode.Is(unicode.Hangul, r) {
					continue
				}
				to := mapping[s[m[2]:m[3]]]
				b.WriteString(s[last:m[0]])
				b.WriteString(to)
				last = m[1]
				rest := s[m[1]:]
				for _, p := range koParticles {
					for _, form := range p {
						if !strings.HasPrefix(rest, form) {
							continue
						}
						after, _ := utf8.DecodeRuneInString(rest[len(form):])
						if len(rest) > len(form) && unicode.Is(unicode.Hangul, after) {
							continue
						}
						b.WriteString(koParticle(to, p[0], p[1]))
						last += len(form)
						goto done
					}
				}
			done:
			}
			b.WriteString(s[last:])
			return b.String()
		}
		return renameIn(lines, acts, sub)
	}
}

// koHadaNouns: nouns that take 하다 ("구현" → "구현하기"); words ending
// in 화 ("구체화") take it too.
var koHadaNouns = strings.Fields(`구현 작성 수정 추가 정리 조사 개선 검토 확인 준비 연결 공부 제작 설계 분리 테스트 등록 완료 진행
	구상 수집 분석 배포 다운로드 업데이트 전처리 학습 통합 교체 구매 마무리 수강 발표 공유 설정 적용 변경 제거 도입 점검
	작업 정의 검증 개발 리뷰 요청 제출 보완 생성 삭제 착수 입력 갱신 재확인 기록 확정 초대 결정 논의 선정 측정 실험
	리팩토링 반영 유지 설치 시작 조율 계획 발급 연동 구축 재학습 캡처 재캡처 훈련 검색 탐색 참고 제공 지원 신청 예약 작성`)

// koHaEndings: how a 하다 task may end, by ko-verb form. The first three
// are also written for other verbs; the rest are the sentence endings of
// running Korean minutes (plans, obligations, promises, requests), written
// for 하다 work only, other verbs' tasks being left as they are.
var koHaEndings = map[string]string{
	"hagi": "하기", "geot": "할 것", "handa": "한다",
	"yejeong": "할 예정", "giro": "하기로 함", "haeya": "해야 함", "haeogi": "해오기",
	"gesseumnida": "하겠습니다", "halgeyo": "할게요", "pilyo": " 필요", "haja": "하자",
	"dorok": "하도록 한다", "juseyo": "해 주세요",
}

// reKoTail: what may follow a task's last word — a parenthesis, an emoji
// code, a full stop.
var reKoTail = regexp.MustCompile(`(?:\s*(?:\([^()]*\)|:[a-z0-9_+-]+:|\*\([^()]*\)\*|[.。!]))*\s*$`)

var (
	reKoHa = regexp.MustCompile(`^(.*?)(\s?)(?:하기|할\s?것|한다|함)$`)
	// reKoAdverbial: a word that ends as an adverb or a clause ("작성하기로",
	// "빠르게", "하고"), not a noun that takes 하다.
	reKoAdverbial = regexp.MustCompile(`(?:로|게|고|도록|지|서|히)$`)
	// reKoAdnominal: a modifier before a noun ("기초적인", "새로운", "팀의").
	reKoAdnominal = regexp.MustCompile(`\p{Hangul}(?:인|한|된|운|의|은|는|던|할|될|ㄴ)$`)
	reKoVerbGi    = regexp.MustCompile(`^(.*\p{Hangul})기$`)
)

// koVerbEnd returns a task's ending as stem + ending: kind "ha" for a
// 하다 verb or noun (stem is the noun), "v" for another verb (stem is the
// verb's stem).
func koVerbEnd(core string) (stem, space, kind string) {
	if m := reKoHa.FindStringSubmatch(core); m != nil && m[1] != "" {
		if m[2] != "" && reKoAdverbial.MatchString(m[1]) {
			return "", "", "" // "작성하기로 함": 하다 is the main verb of "~기로 하다"
		}
		return m[1], m[2], "ha"
	}
	fields := strings.Fields(core)
	if len(fields) > 1 && reKoAdnominal.MatchString(fields[len(fields)-2]) {
		return "", "", "" // "기초적인 구현": a noun with a modifier takes no 하다
	}
	if len(fields) > 0 {
		last := fields[len(fields)-1]
		if slices.Contains(koHadaNouns, last) || (koAllHangul(last) && strings.HasSuffix(last, "화") && utf8.RuneCountInString(last) >= 3) {
			return core, "", "noun"
		}
	}
	if m := reKoVerbGi.FindStringSubmatch(core); m != nil {
		b := koBatchim(m[1])
		if b != 7 && b != 17 && b != 19 && b != 27 { // ㄷ ㅂ ㅅ ㅎ: irregular stems
			return m[1], "", "v"
		}
	}
	return "", "", ""
}

// koAddFinal gives s's last syllable the final consonant f (4 ㄴ, 8 ㄹ).
func koAddFinal(s string, f int) string {
	r, size := utf8.DecodeLastRuneInString(s)
	return s[:len(s)-size] + string(r+rune(f))
}

func koVerb(form string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		koLabelled(lines, acts, func(i int, _ action) {
			m := reKoPrefix.FindStringSubmatch(lines[i])
			body := m[2]
			tail := reKoTail.FindString(body)
			core := strings.TrimRight(body[:len(body)-len(tail)], " ")
			stem, space, kind := koVerbEnd(core)
			var out string
			switch {
			case kind == "ha" || kind == "noun":
				if kind == "noun" {
					stem = core
				}
				if e := koHaEndings[form]; form == "noun" || e != "" {
					if strings.HasPrefix(e, " ") {
						space = ""
					}
					out = stem + space + e
				}
			case kind == "v":
				switch b := koBatchim(stem); form {
				case "hagi":
					out = stem + "기"
				case "geot":
					switch b {
					case 0:
						out = koAddFinal(stem, 8) + " 것"
					case 8:
						out = stem + " 것"
					default:
						out = stem + "을 것"
					}
				case "handa":
					switch b {
					case 0:
						out = koAddFinal(stem, 4) + "다"
					case 8:
						out = koAddFinal(koAddFinal(stem, -8), 4) + "다"
					default:
						out = stem + "는다"
					}
				}
			}
			if out == "" || !reHangul.MatchString(out) {
				return
			}
			if r := m[1] + out + tail; r != lines[i] {
				lines[i] = r
				n++
			}
		})
		return n
	}
}

// koDueForms: each form's text and the due its label carries; the text
// goes before the task ("<" first) or after it.
var koDueForms = map[string][2]string{
	"kkaji": {"<금요일까지 ", "금요일까지"},
	"tilde": {" ~금요일", "금요일"},
	"paren": {" (금)", "금"},
	"date":  {"<9/20까지 ", "9/20까지"},
	"magam": {" (마감: 9/20)", "9/20"},
	// Forms real teams use (issue 28).
	"weekend":    {"<이번 주말까지 ", "이번 주말까지"},
	"holiday":    {"<연휴 기간까지 ", "연휴 기간까지"},
	"sunday":     {"<일요일 전까지 ", "일요일 전까지"},
	"sprint":     {"<다음 스프린트까지 ", "다음 스프린트까지"},
	"week-paren": {" (이번주까지)", "이번주까지"},
	"bracket":    {" [주말동안 완료할 것]", "주말동안"},
	"dot-date":   {"<9.28 까지 ", "9.28 까지"},
}

// reKoOwnerLead: an owner written before the task ("이름: ", "**이름**: ",
// "@이름 ", "[이름] "), after which a leading deadline goes.
var reKoOwnerLead = regexp.MustCompile(`^(?:\*\*[^*]+\*\*\s*[:：]\s*|[^\s:：]{1,12}\s*[:：]\s+|@\S+\s+|\[[^\]]+\]\s*|\p{Hangul}{2,6}\s+[-–—]\s+|\p{Hangul}{2,4}님(?:이|은)?\s+)`)

var (
	reKoDueParticle = regexp.MustCompile(`^\s*(?:에|까지|전|부터)(?:\s|$)`)
	reKoChargeField = regexp.MustCompile(`^담당(?:자)?\s*[:：]`)
)

func koDue(form string) func([]string, []action) int {
	text, due := koDueForms[form][0], koDueForms[form][1]
	return func(lines []string, acts []action) int {
		n := 0
		koLabelled(lines, acts, func(i int, a action) {
			m := reKoPrefix.FindStringSubmatch(lines[i])
			if strings.HasPrefix(strings.TrimSpace(m[1]), "#") {
				return
			}
			body := m[2]
			if reKoChargeField.MatchString(body) {
				return // "담당 : 김민수": a field, no task to date
			}
			if old, _ := a["due"].(string); old != "" && strings.Contains(body, old) {
				var ok bool
				if body, ok = koDropDue(body, old); !ok {
					return // "3/29 오전에", "4/1 에 모여서": the due is part of the sentence
				}
			}
			if !reHangul.MatchString(body) {
				return
			}
			if strings.HasPrefix(text, "<") {
				lead := reKoOwnerLead.FindString(body)
				body = lead + text[1:] + body[len(lead):]
			} else {
				tail := reKoTail.FindString(body)
				core := strings.TrimRight(body[:len(body)-len(tail)], " ")
				body = core + text + tail
			}
			lines[i] = m[1] + body
			a["due"] = due
			n++
		})
		return n
	}
}

var reKoActionHead = regexp.MustCompile(`(?i)^(\s*(?:#{1,6}\s+|\*\*)?(?:\d+\.\s+)?)((?:오늘|이번 ?주|다음 ?주|차주)?\s*(?:다음 목표|차주 목표|할 ?일|계획|액션 ?아이템|to-?dos?|next goals?|action items?|next steps|역할 ?분담|차주 계획|다음 주 할 일))(\s*:?\s*(?:\*\*)?\s*:?\s*)$`)

func koHeading(to string) func([]string, []action) int {
	return koFiles(eachLine(func(l string) string {
		m := reKoActionHead.FindStringSubmatch(l)
		if m == nil || (!strings.HasPrefix(strings.TrimSpace(m[1]), "#") && !strings.HasPrefix(strings.TrimSpace(m[1]), "**") && !strings.HasSuffix(strings.TrimSpace(m[3]), ":")) {
			return l
		}
		// A time word the heading carries ("차주 목표") is the due of its
		// items: kept before the new name unless the name has its own.
		if t := reKoHeadTime.FindString(m[2]); t != "" && !reKoHeadTime.MatchString(to) {
			return m[1] + strings.TrimSpace(t) + " " + to + m[3]
		}
		return m[1] + to + m[3]
	}))
}

var reKoHeadTime = regexp.MustCompile(`^(?:오늘|이번 ?주|다음 ?주|차주|금주)\s*`)
