package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reWrapSentenceEnd: where the wrapped sentence ends on a continuation
// line — a stop, a semicolon or a question mark before a space or the
// line's end.
var reWrapSentenceEnd = regexp.MustCompile(`[.!?;](?:["')\]]*)(?:\s|$)`)

// danglingWord: a word no English sentence ends on — the line was cut
// mid-phrase, so even a capitalised next line ("… with the\nSteering
// Committee") goes on with it.
var danglingWord = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true, "with": true,
	"and": true, "or": true, "in": true, "on": true, "at": true, "by": true, "from": true,
	"about": true, "into": true, "onto": true, "our": true, "their": true, "his": true,
	"her": true, "its": true, "my": true, "your": true, "this": true, "that": true,
	"these": true, "those": true, "some": true, "any": true, "between": true, "via": true,
	"before": true, "after": true, "until": true, "up": true, "out": true,
}

// wrapTitles gives an action read from a line whose sentence goes on over
// the next lines (a wrapped paragraph or list item, CommonMark's
// continuation) its whole text: "ACTION: Ana to update\nthe glossary page
// by next call" is "update the glossary page", due "by next call", not
// "update". Only when the title ends where the line ends, mid-sentence;
// the continuation is read up to its sentence's end.
func (p *parser) wrapTitles(out []extract.Candidate) []extract.Candidate {
	for k := range out {
		c := &out[k]
		i := p.d.Index(c.Line)
		if i < 0 || i >= len(p.d.Nodes) || c.Title == "" || extract.HasHangul(c.Title) {
			continue
		}
		n := p.d.Nodes[i]
		if n.Line != c.Line {
			continue
		}
		cont := p.d.Continuation(i)
		if len(cont) == 0 {
			continue
		}
		if t, ok := p.linkWrapTitle(c.Title, n, cont); ok {
			// "… proposal for [PEP\n  654](https://…) (Exception
			// Groups …)": a link's text goes on over the next line.
			if c.Due == "" {
				if rest, due := cutDue(t); due != "" {
					t, c.Due = cleanTitle(rest), due
				}
			}
			c.Title = t
			continue
		}
		line := strings.TrimSpace(stripInline(n.Text))
		last := lastWord(line)
		if last == "" || !strings.EqualFold(last, lastWord(c.Title)) || sentenceClosed(line) {
			continue
		}
		var more []string
		closed := false
		for _, j := range cont {
			t := strings.TrimSpace(stripInline(p.d.Nodes[j].Text))
			if t == "" {
				break
			}
			if len(more) == 0 && !(lowerStart(t) || danglingWord[strings.ToLower(last)] && unicode.IsLetter(firstRune(t))) || reSpeakerLead.MatchString(t) {
				// "Ana to review the plan\nBen to book the room", "[10:32]
				// alice: …": a new line of its own, not the rest of the
				// sentence.
				break
			}
			if k := ownerParen(t, c.Owners); k >= 0 {
				// "… sketch what it would take\n  to support them
				// (nikomatsakis)": the owner closes the sentence.
				more = append(more, strings.TrimSpace(t[:k]))
				closed = true
				break
			}
			if loc := reWrapSentenceEnd.FindStringIndex(t); loc != nil {
				more = append(more, strings.TrimSpace(t[:loc[0]]))
				closed = true
				break
			}
			more = append(more, t)
		}
		if len(more) == 0 {
			continue
		}
		rest := strings.Join(more, " ")
		if utf8.RuneCountInString(rest) > 200 || !closed && len(more) == len(cont) && len(cont) >= 4 {
			continue
		}
		title := strings.TrimSpace(c.Title) + " " + rest
		if c.Due == "" {
			if t, due := cutDue(title); due != "" && !strings.Contains(c.Title, due) {
				title, c.Due = t, due
			}
		}
		c.Title = cleanTitle(title)
	}
	return out
}

// linkWrapTitle: the title of an action whose line breaks inside a
// link's text ("… for [PEP" / "654](https://…) (Exception Groups and" /
// "except*)."), read over the lines the link and its sentence run on:
// the link is its text, as on one line. ok is false when the title does
// not end inside an open link.
func (p *parser) linkWrapTitle(title string, n doc.Node, cont []int) (string, bool) {
	open := strings.LastIndex(title, "[")
	if open < 0 || strings.Contains(title[open:], "]") || strings.Count(n.Text, "[") <= strings.Count(n.Text, "]") {
		return "", false
	}
	prefix := strings.TrimSpace(title[:open])
	raw := n.Text
	for k, j := range cont {
		if k >= 4 {
			break
		}
		raw += " " + strings.TrimSpace(p.d.Nodes[j].Text)
		if strings.Count(raw, "[") <= strings.Count(raw, "]") && reWrapSentenceEnd.MatchString(p.d.Nodes[j].Text) {
			break
		}
	}
	joined := strings.Join(strings.Fields(stripInline(raw)), " ")
	at := strings.Index(joined, prefix)
	if prefix == "" || at < 0 {
		return "", false
	}
	rest := joined[at+len(prefix):]
	if loc := reWrapSentenceEnd.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	t := cleanTitle(prefix + rest)
	if t == "" || strings.Contains(t, "](") {
		return "", false
	}
	return t, true
}

// lastWord is s's last word, its punctuation trimmed.
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.TrimFunc(f[len(f)-1], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// sentenceClosed: the line ends its sentence (a stop, a closing bracket,
// a colon that introduces what follows).
func sentenceClosed(s string) bool {
	s = strings.TrimRight(s, " *_")
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?;:)]", r)
}

// lowerStart: s opens with a lower-case letter, as the rest of a sentence
// does ("the glossary page …", "https://…").
func lowerStart(s string) bool {
	return unicode.IsLower(firstRune(s))
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// reSpeakerLead: a line led by a speaker's label ("alice: …").
var reSpeakerLead = regexp.MustCompile(`^[\p{L}\d_.-]{1,30}:\s`)

// ownerParen is where the parenthesis naming one of owners opens in t, -1
// when none does.
func ownerParen(t string, owners []string) int {
	for k := 0; k < len(t); {
		o := strings.IndexByte(t[k:], '(')
		if o < 0 {
			return -1
		}
		o += k
		e := strings.IndexByte(t[o:], ')')
		if e < 0 {
			e = len(t) - o
		}
		in := strings.ToLower(t[o : o+e])
		for _, w := range owners {
			if w != "" && strings.Contains(in, strings.ToLower(strings.TrimPrefix(w, "@"))) {
				return o
			}
		}
		k = o + 1
	}
	return -1
}

// reCutCommitment: a line that ends on a person and a commitment's
// modal, its verb on the next line ("… by email. Peter will" /
// "follow up with the candidates.").
var reCutCommitment = regexp.MustCompile(`(?:^|[,;:]\s+|\.\s+)(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?(?:\s+and\s+\p{Lu}[\p{L}'-]*)?)\s+((?:will|shall|should|agreed\s+to|is\s+going\s+to|offered\s+to|volunteered\s+to|to))$`)

// pronounSubject: a subject that names nobody.
var pronounSubject = map[string]bool{"we": true, "it": true, "they": true, "this": true, "that": true, "he": true, "she": true, "i": true, "you": true, "there": true, "everyone": true, "someone": true}

// wrappedCommitment reads a commitment cut by the line's end — a person
// and "will" close the line, the verb opens the next ("… Peter will\n
// follow up with the candidates.") — as the line it starts on: the
// sentence joined, read where it stands (its section, its list).
func (p *parser) wrappedCommitment(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return nil
	}
	text := strings.TrimSpace(stripInline(cutUTF8(n.Text, maxItemBytes)))
	if extract.HasHangul(text) {
		return nil
	}
	m := reCutCommitment.FindStringSubmatch(text)
	if m == nil || pronounSubject[strings.ToLower(m[1])] || !p.allPeople(splitOwners(m[1]), false) {
		return nil
	}
	cont := p.d.Continuation(i)
	if len(cont) == 0 {
		return nil
	}
	t := strings.TrimSpace(stripInline(p.d.Nodes[cont[0]].Text))
	if !lowerStart(t) || reSpeakerLead.MatchString(t) {
		return nil
	}
	if loc := reWrapSentenceEnd.FindStringIndex(t); loc != nil {
		t = t[:loc[0]]
	}
	joined := n
	joined.Text = m[1] + " " + m[2] + " " + strings.TrimSpace(t)
	joined.Cont = false
	return p.item(i, joined, p.section(n.Section))
}
