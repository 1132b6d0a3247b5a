package main

import (
	"archive/zip"
	"bytes"
	"testing"
)

// TestDocxText: a Word file is read as its labeller read it — paragraphs
// one a line, list paragraphs as indented items, a table of one-paragraph
// cells as "| … |" rows and fuller cells one paragraph a line.
func TestDocxText(t *testing.T) {
	doc := `<?xml version="1.0"?><w:document xmlns:w="x"><w:body>` +
		`<w:p><w:r><w:t>주간 회의</w:t></w:r></w:p>` +
		`<w:p><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr><w:r><w:t xml:space="preserve">발표 자료 </w:t></w:r><w:r><w:t>정리 &amp; 공유</w:t></w:r></w:p>` +
		`<w:p></w:p>` +
		`<w:tbl><w:tr><w:tc><w:p><w:r><w:t>담당</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>한도윤</w:t></w:r></w:p></w:tc></w:tr>` +
		`<w:tr><w:tc><w:p><w:r><w:t>할 일</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>로그인 구현</w:t></w:r></w:p><w:p><w:r><w:t>배포 확인</w:t></w:r></w:p></w:tc></w:tr></w:tbl>` +
		`</w:body></w:document>`
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	w, err := z.Create("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte(doc)); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := docxText(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	want := "주간 회의\n  - 발표 자료 정리 & 공유\n\n| 담당 | 한도윤 |\n할 일\n로그인 구현\n배포 확인\n"
	if string(got) != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	if _, err := docxText([]byte("not a zip")); err == nil {
		t.Error("a file that is no .docx: no error")
	}
}
