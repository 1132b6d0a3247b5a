package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Korean messenger chats saved as the meeting's notes ("단톡 정리"): every
// line is a message with its time and its writer, as KakaoTalk and Slack
// copy them. Notes that are such a chat are read as a transcript — a
// writer's own commitment with a deadline is that writer's action — once
// each message is written "name: message", the speaker form the rules
// read. (A few stamped lines inside ordinary minutes stay a chat pasted
// into them: chatLine, enforms.go.)

const koChatTime = `(?:오전|오후)\s*\d{1,2}\s*:\s*\d{2}|\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?`

// reKoChatName: a writer's name as a messenger shows it.
const koChatName = `[\p{Hangul}A-Za-z][\p{Hangul}A-Za-z ._]{0,18}?`

var (
	// "[오후 3:12] 서연: …", "오후 3:12 서연: …", "(15:12) 서연: …"
	reKoChatTimeFirst = regexp.MustCompile(`^[\[(]?(?:` + koChatTime + `)[\])]?\s*(` + koChatName + `)\s*[:：]\s*(\S.*)$`)
	// "[서연] [오후 3:12] …" (KakaoTalk on a PC)
	reKoChatNameFirst = regexp.MustCompile(`^\[(` + koChatName + `)\]\s*\[(?:` + koChatTime + `)\]\s*(\S.*)$`)
	// "2026년 6월 27일 오후 8:02, 오세훈 : …", "2026. 6. 27. 오후 8:02, 오세훈 : …"
	// (KakaoTalk's exported file)
	reKoChatDated = regexp.MustCompile(`^(?:\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일|\d{4}\.\s*\d{1,2}\.\s*\d{1,2}\.?)\s*(?:` + koChatTime + `)\s*,\s*(` + koChatName + `)\s*[:：]\s*(\S.*)$`)
	// "김민수  오후 2:03", "문서진 — 오후 4:20": a writer's header over
	// the lines of the message (Slack, Discord).
	reKoChatHeader = regexp.MustCompile(`^(` + koChatName + `)\s*(?:[—–-]\s*)?(?:` + koChatTime + `)$`)
)

// koChatMessage: the writer and the words of a one-line stamped message.
func koChatMessage(t string) (name, msg string, ok bool) {
	for _, re := range []*regexp.Regexp{reKoChatTimeFirst, reKoChatNameFirst, reKoChatDated} {
		if m := re.FindStringSubmatch(t); m != nil {
			return strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), true
		}
	}
	return koSTTLine(t) // (kostt.go) a speech-to-text turn
}

// koChatTranscript rewrites notes that are a messenger chat — at least
// three lines of messages and their writers' headers (two messages at least), at least two lines
// in three of the notes' text — so that each message reads "name:
// message", and returns the writers (people, whatever their names look
// like); ok false when the notes are no chat.
func koChatTranscript(d *doc.Document) (writers []string, ok bool) {
	type msg struct {
		i          int
		name, text string
	}
	var msgs []msg
	headers, content := 0, 0
	var header []int
	writer := ""
	for i, n := range d.Nodes {
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			if n.Kind == doc.Blank {
				writer = ""
			}
			continue
		}
		if n.Kind == doc.Heading && n.Level < 7 || n.Kind == doc.TableRow {
			writer = ""
			continue
		}
		content++
		t := strings.TrimSpace(stripInline(n.Text))
		if n.Kind == doc.Heading {
			// A pseudo heading keeps what made it one (a closing colon).
			t = strings.TrimSpace(stripInline(n.Raw))
		}
		if name, text, ok := koChatMessage(t); ok {
			msgs = append(msgs, msg{i, name, text})
			writer = ""
			continue
		}
		if m := reKoChatHeader.FindStringSubmatch(t); m != nil {
			headers++
			header = append(header, i)
			writer = strings.TrimSpace(m[1])
			continue
		}
		if w, ok := koSTTHeader(t); ok {
			headers++
			header = append(header, i)
			writer = w
			continue
		}
		if writer != "" {
			msgs = append(msgs, msg{i, writer, t})
		}
	}
	if len(msgs) < 2 || len(msgs)+headers < 3 || 3*(len(msgs)+headers) < 2*content {
		return nil, false
	}
	for _, m := range msgs {
		n := &d.Nodes[m.i]
		n.Text = m.name + ": " + m.text
		n.Kind, n.Level, n.Cont = doc.Paragraph, 0, false
		writers = append(writers, m.name)
	}
	for _, i := range header {
		d.Nodes[i].Kind = doc.Blank
	}
	return writers, true
}
