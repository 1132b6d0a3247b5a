package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"html"
	"io"
	"regexp"
	"strings"
)

// Some teams keep their minutes as Word files. A .docx source is
// rebuilt as the plain text a labeller reads: one line a paragraph (a
// list paragraph as "- " indented two spaces a level), a table row whose
// cells hold one paragraph each as "| a | b |", and the paragraphs of a
// row with fuller cells one a line. The labels' line numbers are those of
// this text, so the reading must stay exactly this one.

var (
	reDocxBody  = regexp.MustCompile(`(?s)<w:body>(.*)</w:body>`)
	reDocxBlock = regexp.MustCompile(`(?s)<w:tbl>.*?</w:tbl>|<w:p[ >].*?</w:p>`)
	reDocxPara  = regexp.MustCompile(`(?s)<w:p[ >].*?</w:p>`)
	reDocxRow   = regexp.MustCompile(`(?s)<w:tr[ >].*?</w:tr>`)
	reDocxCell  = regexp.MustCompile(`(?s)<w:tc>.*?</w:tc>`)
	reDocxText  = regexp.MustCompile(`<w:t[^>]*>([^<]*)</w:t>`)
	reDocxLevel = regexp.MustCompile(`<w:ilvl w:val="(\d)"`)
)

// docxText is the text of a .docx file's main document.
func docxText(file []byte) ([]byte, error) {
	z, err := zip.NewReader(bytes.NewReader(file), int64(len(file)))
	if err != nil {
		return nil, fmt.Errorf("docx: %w", err)
	}
	var xml []byte
	for _, f := range z.File {
		if f.Name != "word/document.xml" {
			continue
		}
		r, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("docx: %w", err)
		}
		xml, err = io.ReadAll(r)
		r.Close()
		if err != nil {
			return nil, fmt.Errorf("docx: %w", err)
		}
		break
	}
	m := reDocxBody.FindSubmatch(xml)
	if m == nil {
		return nil, fmt.Errorf("docx: no word/document.xml body")
	}
	var out []string
	for _, block := range reDocxBlock.FindAllString(string(m[1]), -1) {
		if !strings.HasPrefix(block, "<w:tbl>") {
			out = append(out, docxLine(block))
			continue
		}
		for _, row := range reDocxRow.FindAllString(block, -1) {
			var cells [][]string
			full := false
			for _, cell := range reDocxCell.FindAllString(row, -1) {
				var lines []string
				for _, p := range reDocxPara.FindAllString(cell, -1) {
					if l := docxLine(p); strings.TrimSpace(l) != "" {
						lines = append(lines, l)
					}
				}
				full = full || len(lines) > 1
				cells = append(cells, lines)
			}
			if full {
				for _, lines := range cells {
					out = append(out, lines...)
				}
				continue
			}
			parts := make([]string, len(cells))
			for k, lines := range cells {
				if len(lines) == 1 {
					parts[k] = lines[0]
				}
			}
			out = append(out, "| "+strings.Join(parts, " | ")+" |")
		}
	}
	return []byte(strings.Join(out, "\n") + "\n"), nil
}

// docxLine is one paragraph as a line.
func docxLine(p string) string {
	var b strings.Builder
	if m := reDocxLevel.FindStringSubmatch(p); m != nil {
		b.WriteString(strings.Repeat("  ", int(m[1][0]-'0')))
	}
	if strings.Contains(p, "<w:numPr>") {
		b.WriteString("- ")
	}
	for _, t := range reDocxText.FindAllStringSubmatch(p, -1) {
		b.WriteString(html.UnescapeString(t[1]))
	}
	return b.String()
}
