package notes

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract/rules"
)

// docxFile writes a minimal Word document whose body is the given
// document.xml body markup.
func docxFile(t *testing.T, dir, name, body string) string {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range []struct{ name, text string }{
		{"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + body + `</w:body></w:document>`},
	} {
		w, err := zw.Create(f.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(f.text)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func wp(style, text string) string {
	ppr := ""
	if style != "" {
		ppr = `<w:pPr><w:pStyle w:val="` + style + `"/></w:pPr>`
	}
	return `<w:p>` + ppr + `<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r></w:p>`
}

func wli(level, text string) string {
	return `<w:p><w:pPr><w:numPr><w:ilvl w:val="` + level + `"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>` + text + `</w:t></w:r></w:p>`
}

func wtr(cells ...string) string {
	var b strings.Builder
	b.WriteString(`<w:tr>`)
	for _, c := range cells {
		b.WriteString(`<w:tc>` + wp("", c) + `</w:tc>`)
	}
	b.WriteString(`</w:tr>`)
	return b.String()
}

// A Word document's headings, lists, tables and checkbox glyphs are read
// as the Markdown they stand for, and its actions are extracted like any
// notes'. Before, every .docx was refused.
func TestDocxMinutesRead(t *testing.T) {
	body := wp("Title", "주간 회의 2026-11-02") +
		wp("Heading2", "논의 사항") +
		wli("0", "로그인 화면 디자인 검토") +
		wp("Heading2", "할 일") +
		`<w:tbl>` + wtr("담당", "내용", "기한") + wtr("지훈", "로그인 API 구현", "11/6") + wtr("서연", "발표 자료 정리", "11/9") + `</w:tbl>` +
		wp("Heading2", "Action items") +
		wli("0", "Dana to send the budget by Friday") +
		wli("1", "☐ include the Q4 numbers") +
		wp("", "☒ Omar: book the room")
	dir := t.TempDir()
	d, err := Read(docxFile(t, dir, "minutes.docx", body), "minutes.docx", "", "")
	if err != nil {
		t.Fatal(err)
	}
	md := string(d.Body)
	for _, want := range []string{"# 주간 회의 2026-11-02", "## 할 일", "| 담당 | 내용 | 기한 |", "| --- | --- | --- |", "| 지훈 | 로그인 API 구현 | 11/6 |", "- Dana to send the budget by Friday", "  - [ ] include the Q4 numbers", "[x] Omar: book the room"} {
		if !strings.Contains(md, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md)
		}
	}
	if d.Format != Docx || d.Identity.Date != "2026-11-02" {
		t.Errorf("format %s, identity %+v", d.Format, d.Identity)
	}
	cands, err := rules.Parse(context.Background(), d.Body, nil)
	if err != nil {
		t.Fatal(err)
	}
	owners := map[string]bool{}
	for _, c := range cands {
		owners[strings.Join(c.Owners, " ")+"/"+c.Title] = true
	}
	for _, want := range []string{"지훈/로그인 API 구현", "서연/발표 자료 정리", "Dana/send the budget"} {
		if !owners[want] {
			t.Errorf("no action %q in %v", want, owners)
		}
	}
}

// A file named .docx that is no Word document, and the formats still not
// read, are refused naming why.
func TestDocxRefusals(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"fake.docx": "PK\x03\x04 not really", "minutes.hwp": "HWP Document File", "minutes.odt": "PK"} {
		_, err := Read(write(t, dir, name, body), name, "", "")
		var ue *UnsupportedError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: %v", name, err)
		}
	}
	p := docxFile(t, dir, "empty.docx", "")
	if _, err := Read(p, "empty.docx", "", ""); err == nil {
		t.Errorf("an empty Word document was read")
	}
}
