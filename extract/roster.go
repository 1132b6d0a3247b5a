package extract

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/goccy/go-yaml"
	"golang.org/x/text/unicode/norm"
)

// Person is one roster entry. Name is canonical: it is the AssigneeID of an
// intent. IDs holds per-target user IDs (ids.redmine, ids.sandbox) so each
// connector picks its own.
type Person struct {
	Name    string            `yaml:"name" json:"name"`
	Aliases []string          `yaml:"aliases" json:"aliases,omitempty"`
	Email   string            `yaml:"email" json:"email,omitempty"`
	IDs     map[string]string `yaml:"ids" json:"ids,omitempty"`
	// Channels is the order in which the person wants notifications
	// (slack, email, webhook, ...); each next one takes over when the one
	// before refuses for good. Empty: the tenant/project default.
	Channels []string `yaml:"channels" json:"channels,omitempty"`
}

// Roster resolves the names written in notes to people. The zero Roster (or
// nil) knows nobody: every assignee is unresolved.
type Roster struct {
	People []Person
	index  map[string][]int
	// short indexes what notes write for a person whose roster name is
	// longer: the first word of a multi-word Latin name ("Seth" for Seth
	// Larson) and the given name of a three-syllable Korean name ("민서"
	// for 김민서). Used only when the whole name is unknown and only when
	// one person has it.
	short map[string][]int
}

// MaxRosterBytes bounds the roster file.
const MaxRosterBytes = 4 << 20

// LoadRoster reads a roster YAML file:
//
//	people:
//	  - name: 민서
//	    aliases: [Minseo, minseo, 김민서]
//	    email: minseo@example.com
//	    ids: {redmine: "5", sandbox: minseo, slack: U024BE7LH}
//	    channels: [slack, email]   # notification order; optional
func LoadRoster(path string) (*Roster, error) {
	if path == "" {
		return nil, errors.New("load roster: no roster file given (--roster or roster: in the config)")
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("load roster: %w", err)
	}
	if fi.Size() > MaxRosterBytes {
		return nil, fmt.Errorf("load roster %s: file is %d bytes, at most %d allowed", path, fi.Size(), MaxRosterBytes)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load roster: %w", err)
	}
	r, err := ParseRoster(b)
	if err != nil {
		return nil, fmt.Errorf("load roster %s: %w", path, err)
	}
	return r, nil
}

// ParseRoster parses roster YAML. Two people sharing a name, alias or e-mail
// is an error naming both: a shared alias would make every mention ambiguous.
func ParseRoster(b []byte) (*Roster, error) {
	var doc struct {
		People []struct {
			Name    string         `yaml:"name"`
			Aliases []string       `yaml:"aliases"`
			Email   string         `yaml:"email"`
			IDs     map[string]any `yaml:"ids"`
			// Channels is additive (issue 20): notification channel order.
			Channels []string `yaml:"channels"`
		} `yaml:"people"`
	}
	if err := yaml.UnmarshalWithOptions(b, &doc, yaml.DisallowUnknownField()); err != nil {
		return nil, fmt.Errorf("parse yaml: %w", err)
	}
	if len(doc.People) == 0 {
		return nil, errors.New("no people: want a top-level people: list")
	}
	people := make([]Person, 0, len(doc.People))
	for i, p := range doc.People {
		if strings.TrimSpace(p.Name) == "" {
			return nil, fmt.Errorf("person %d has no name", i+1)
		}
		ids := make(map[string]string, len(p.IDs))
		for k, v := range p.IDs {
			ids[k] = fmt.Sprint(v)
		}
		var chans []string
		for _, c := range p.Channels {
			if c = strings.TrimSpace(c); c != "" {
				chans = append(chans, c)
			}
		}
		people = append(people, Person{Name: strings.TrimSpace(p.Name), Aliases: p.Aliases, Email: strings.TrimSpace(p.Email), IDs: ids, Channels: chans})
	}
	return NewRoster(people)
}

// NewRoster indexes people; see ParseRoster for the duplicate rule.
func NewRoster(people []Person) (*Roster, error) {
	r := &Roster{People: people, index: map[string][]int{}, short: map[string][]int{}}
	owner := map[string]int{}
	for i, p := range people {
		seen, seenShort := map[string]bool{}, map[string]bool{}
		for _, k := range p.keys() {
			n := normName(k)
			if n == "" || seen[n] {
				continue
			}
			seen[n] = true
			if j, dup := owner[n]; dup {
				// The same person written twice is not an alias clash:
				// "alias "Ana" belongs to both "Ana" and "Ana"" sent the
				// operator looking for an alias the file does not have.
				if normName(people[j].Name) == normName(p.Name) {
					return nil, fmt.Errorf("%q is listed twice (people %d and %d): keep one entry, with the aliases and ids of both", p.Name, j+1, i+1)
				}
				return nil, fmt.Errorf("alias %q belongs to both %q and %q: make it unique", k, people[j].Name, p.Name)
			}
			owner[n] = i
			r.index[n] = append(r.index[n], i)
			for _, s := range shortNames(n) {
				if !seenShort[s] {
					seenShort[s] = true
					r.short[s] = append(r.short[s], i)
				}
			}
		}
	}
	return r, nil
}

// shortNames are the parts of a roster name that notes often write alone:
// the first word of a Latin name of two or three words (not an email) —
// and its last word too when the first is an East Asian family name
// written first ("Lee Jiwon", "Nguyen Van An": teams write "Jiwon", "An")
// — and the last two syllables of a three-syllable Hangul name.
func shortNames(n string) []string {
	if strings.ContainsRune(n, '@') {
		return nil
	}
	if words := strings.Fields(n); len(words) == 2 || len(words) == 3 {
		nameWord := func(w string) bool {
			return len([]rune(w)) >= 2 && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' })
		}
		var out []string
		if first := words[0]; nameWord(first) {
			out = append(out, first)
			if last := words[len(words)-1]; familyNameFirst[first] && nameWord(last) {
				out = append(out, last)
			}
		}
		return out
	}
	if rs := []rune(n); len(rs) == 3 && isHangulWord(n) {
		return []string{string(rs[1:])}
	}
	return nil
}

// familyNameFirst: the commonest Korean, Chinese and Vietnamese family
// names in Latin script, which these names put first. A roster written
// "Lee Jiwon" is addressed as "Jiwon" in the notes; "Larson" alone for
// Seth Larson still names nobody.
var familyNameFirst = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`kim lee yi park pak choi choe jung jeong chung kang cho jo yoon yun jang chang lim im han oh seo suh shin sin kwon hwang ahn an song yoo yu ryu hong jeon chun ko go moon mun yang son bae baek paek heo huh nam noh roh ha kwak sung
		wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin luo gao zheng liang xie tang feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding shen
		nguyen tran le pham hoang huynh phan vu vo dang bui do ngo duong ly`) {
		m[n] = true
	}
	return m
}()

// affiliation is a trailing parenthetical after a name: "Seth Larson
// (PSF)", "Dana Kim (Google)".
var affiliation = regexp.MustCompile(`\s*\([^()]*\)\s*$`)

func (p Person) keys() []string {
	ks := append([]string{p.Name}, p.Aliases...)
	if p.Email != "" {
		ks = append(ks, p.Email)
	}
	return ks
}

// Honorifics and titles that follow (or precede) a name and are not part of
// it. Longest first so 매니저님 is removed whole.
// KoJobTitles are the job titles Korean minutes write after a name
// ("이서연 대리", "박지훈 사원님"). Rosters and the rules extractor read
// the name without them; one list, so both read a name alike.
var KoJobTitles = []string{"선생", "매니저", "팀장", "실장", "부장", "과장", "차장", "대리", "주임", "사원", "책임", "선임", "수석", "이사", "대표", "프로", "연구원", "인턴",
	// Public offices' and larger companies' ranks.
	"주무관", "사무관", "서기관", "주사보", "주사", "계장", "국장", "소장", "센터장", "본부장", "상무", "전무", "그룹장", "파트장",
	// A church's or a volunteer group's ("은혜 자매", "다니엘 형제", "김 집사").
	"자매", "형제", "집사", "권사", "장로", "전도사", "목사",
	// A class's or a student club's ("김태원 학우님", "배수빈 학우").
	"학우", "학생", "선배", "후배", "조교"}

// KoNameSuffixes are the endings a written Korean name may carry: a job
// title with 님, 님 or 씨 alone, then a bare job title after sep (the
// roster strips "팀장" from "민수팀장"; running text needs the space).
// Longer endings come first, so the first match is the whole ending.
func KoNameSuffixes(sep string) []string {
	out := make([]string, 0, 2*len(KoJobTitles)+2)
	for _, t := range KoJobTitles {
		out = append(out, t+"님")
	}
	out = append(out, "님", "씨")
	for _, t := range KoJobTitles {
		out = append(out, sep+t)
	}
	return out
}

var honorifics = KoNameSuffixes("")

var titlePrefixes = []string{"mr. ", "mrs. ", "ms. ", "dr. ", "mr ", "mrs ", "ms ", "dr "}

// normName folds a written name for lookup: NFC, lower case, @ and
// surrounding punctuation dropped, inner spaces collapsed.
func normName(s string) string {
	s = strings.ToLower(norm.NFC.String(s))
	s = strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("@:,.;!?()[]<>*_\"'`", r)
	})
	s = strings.TrimPrefix(s, "@")
	return strings.Join(strings.Fields(s), " ")
}

// stripHonorific removes one honorific suffix (민서 님, 민서님, 박 매니저님)
// or an English title prefix.
func stripHonorific(s string) string {
	for _, p := range titlePrefixes {
		if strings.HasPrefix(s, p) {
			s = strings.TrimSpace(s[len(p):])
			break
		}
	}
	for _, h := range honorifics {
		if head, ok := strings.CutSuffix(s, h); ok && strings.TrimSpace(head) != "" {
			return strings.TrimSpace(head)
		}
	}
	return s
}

// Resolve finds the one person a written owner refers to. It returns the
// reason when nobody or more than one person matches. Unlike Lookup it
// also takes a first or given name alone (Roster.short): the text is
// already read as an owner, so "지원" or "Will" is a name here, not the
// word.
func (r *Roster) Resolve(written string) (Person, string) { return r.resolve(written, true) }

func (r *Roster) resolve(written string, short bool) (Person, string) {
	n := normName(written)
	if n == "" {
		return Person{}, "no assignee written"
	}
	if r == nil || len(r.People) == 0 {
		return Person{}, fmt.Sprintf("assignee %q: no roster loaded", written)
	}
	cands := r.index[n]
	if len(cands) == 0 {
		if s := stripHonorific(n); s != n {
			cands = r.index[s]
		}
	}
	if len(cands) == 0 {
		// 김민서 님 / Kim Minseo: try the last word alone only when the
		// whole phrase is unknown, and accept it only when unique.
		parts := strings.Fields(stripHonorific(n))
		if len(parts) > 1 {
			cands = r.index[parts[len(parts)-1]]
			if len(cands) == 0 {
				cands = r.index[parts[0]]
			}
		}
	}
	if len(cands) == 0 {
		if bare := affiliation.ReplaceAllString(written, ""); bare != written && normName(bare) != "" {
			if p, reason := r.resolve(bare, short); reason == "" {
				return p, ""
			}
		}
	}
	if bare := stripHonorific(n); len(cands) == 0 && short && !strings.ContainsRune(bare, ' ') {
		// A first or given name alone ("민서 님" too): only one person of
		// the roster may be written that way, or nobody is chosen.
		cands = r.short[bare]
	}
	switch len(cands) {
	case 0:
		return Person{}, fmt.Sprintf("assignee %q is not in the roster", written)
	case 1:
		return r.People[cands[0]], ""
	default:
		names := make([]string, len(cands))
		for i, c := range cands {
			names[i] = r.People[c].Name
		}
		sort.Strings(names)
		return Person{}, fmt.Sprintf("assignee %q matches more than one person (%s)", written, strings.Join(names, ", "))
	}
}

// Lookup reports whether a word or phrase of the notes names exactly one
// person by the roster's names and aliases — never by a first or given
// name alone, which is often an ordinary word too ("Will", "지원" for
// 김지원): the readers that ask whether a word is a person use it.
func (r *Roster) Lookup(written string) (Person, bool) {
	p, reason := r.resolve(written, false)
	return p, reason == ""
}

// ByName returns the person with this canonical name.
func (r *Roster) ByName(name string) (Person, bool) {
	if r == nil {
		return Person{}, false
	}
	for _, p := range r.People {
		if p.Name == name {
			return p, true
		}
	}
	return Person{}, false
}

// Names lists canonical names and aliases, for prompts.
func (r *Roster) Names() []string {
	if r == nil {
		return nil
	}
	var out []string
	for _, p := range r.People {
		s := p.Name
		if len(p.Aliases) > 0 {
			s += " (" + strings.Join(p.Aliases, ", ") + ")"
		}
		out = append(out, s)
	}
	return out
}
