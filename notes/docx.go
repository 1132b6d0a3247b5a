package notes

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Word minutes (.docx, what Word, Google Docs and Hancom Office save as
// "Word document") are read as the Markdown their structure stands for:
// a heading style becomes a heading, a numbered or bulleted paragraph a
// list item indented by its level, a table a Markdown table with its
// header row, a checkbox glyph a task box. The extractor then reads them
// like any Markdown minutes. A line number is the Markdown's: a .docx has
// no lines of its own.

// docxMarkdown converts the .docx file raw (a zip archive) to Markdown.
func docxMarkdown(raw []byte) ([]byte, error) {
	zr, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		return nil, fmt.Errorf("not a .docx (zip) file: %w", err)
	}
	for _, f := range zr.File {
		if f.Name != "word/document.xml" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("word/document.xml: %w", err)
		}
		defer rc.Close()
		// A compressed document may expand far beyond the file: read no
		// more XML than notes may hold, times the markup around text.
		const maxXML = 16 * extract.MaxNotesBytes
		b, err := io.ReadAll(io.LimitReader(rc, maxXML+1))
		if err != nil {
			return nil, fmt.Errorf("word/document.xml: %w", err)
		}
		if len(b) > maxXML {
			return nil, fmt.Errorf("word/document.xml is larger than %d bytes", maxXML)
		}
		return docxBody(b)
	}
	return nil, errors.New("no word/document.xml in it: not a Word document")
}

// docxBody walks document.xml and writes its paragraphs and tables.
func docxBody(b []byte) ([]byte, error) {
	dec := xml.NewDecoder(bytes.NewReader(b))
	var out strings.Builder
	var para strings.Builder
	var (
		inPara, inText bool
		style          string
		listLevel      = -1
		tableDepth     int
		row            []string
		rows           int
		cell           strings.Builder
		inCell         bool
	)
	flushPara := func() {
		text := taskBox(strings.TrimSpace(para.String()))
		para.Reset()
		if inCell {
			if cell.Len() > 0 && text != "" {
				cell.WriteString(" ")
			}
			cell.WriteString(text)
			return
		}
		if text == "" {
			out.WriteString("\n")
			return
		}
		switch {
		case headingLevel(style) > 0:
			out.WriteString(strings.Repeat("#", headingLevel(style)) + " " + text + "\n\n")
		case listLevel >= 0:
			out.WriteString(strings.Repeat("  ", listLevel) + "- " + text + "\n")
		default:
			out.WriteString(text + "\n\n")
		}
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("word/document.xml: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "tbl":
				tableDepth++
				if tableDepth == 1 {
					rows = 0
					out.WriteString("\n")
				}
			case "tr":
				if tableDepth == 1 {
					row = row[:0]
				}
			case "tc":
				if tableDepth == 1 {
					inCell = true
					cell.Reset()
				}
			case "p":
				inPara, style, listLevel = true, "", -1
			case "pStyle":
				style = attr(t, "val")
			case "ilvl":
				if n, err := strconv.Atoi(attr(t, "val")); err == nil && n >= 0 && n < 9 {
					listLevel = n
				}
			case "numPr":
				if listLevel < 0 {
					listLevel = 0
				}
			case "t":
				inText = true
			case "tab":
				para.WriteString(" ")
			case "br", "cr":
				para.WriteString(" ")
			}
		case xml.CharData:
			if inText && inPara {
				para.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "t":
				inText = false
			case "p":
				flushPara()
				inPara = false
			case "tc":
				if tableDepth == 1 {
					row = append(row, strings.ReplaceAll(strings.TrimSpace(cell.String()), "|", "/"))
					inCell = false
				}
			case "tr":
				if tableDepth == 1 && len(row) > 0 {
					out.WriteString("| " + strings.Join(row, " | ") + " |\n")
					if rows == 0 {
						out.WriteString("|" + strings.Repeat(" --- |", len(row)) + "\n")
					}
					rows++
				}
			case "tbl":
				tableDepth--
				if tableDepth == 0 {
					out.WriteString("\n")
				}
			}
		}
	}
	return []byte(tidyBlankLines(out.String())), nil
}

// taskBox writes a checkbox glyph opening a paragraph (Word's checkbox
// content control shows one) as a Markdown task box.
func taskBox(text string) string {
	for _, g := range []struct{ glyph, box string }{{"☐", "[ ]"}, {"☑", "[x]"}, {"☒", "[x]"}, {"✅", "[x]"}} {
		if rest, ok := strings.CutPrefix(text, g.glyph); ok {
			return g.box + " " + strings.TrimSpace(rest)
		}
	}
	return text
}

// headingLevel reads a paragraph style's heading level ("Heading2",
// "heading 2", "Title", Korean Word's "제목2"); 0 for body text.
func headingLevel(style string) int {
	s := strings.ToLower(strings.ReplaceAll(style, " ", ""))
	switch {
	case s == "title" || s == "제목":
		return 1
	case strings.HasPrefix(s, "heading"):
		s = strings.TrimPrefix(s, "heading")
	case strings.HasPrefix(s, "제목"):
		s = strings.TrimPrefix(s, "제목")
	default:
		return 0
	}
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= 6 {
		return n
	}
	return 0
}

// attr is the value of an element's attribute by local name ("w:val").
func attr(e xml.StartElement, local string) string {
	for _, a := range e.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// tidyBlankLines keeps at most one blank line in a row.
func tidyBlankLines(s string) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	blank := 0
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.TrimLeft(strings.Join(out, "\n"), "\n")
}
