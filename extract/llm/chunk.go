package llm

import (
	"context"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Chunk is a run of whole lines of the notes sent in one request.
type Chunk struct {
	// Start and End are the 1-based first and last lines.
	Start, End int
	Text       string
}

// DefaultMaxChunkBytes keeps a chunk (about 8k tokens of notes) well inside
// the context of small local models with room for the answer.
const DefaultMaxChunkBytes = 24 << 10

// DefaultOverlapLines is how many lines a chunk repeats from the one
// before, so an action written across a boundary is seen whole once.
const DefaultOverlapLines = 6

// Split cuts notes into chunks of at most max bytes on section boundaries
// (headings); a section larger than max is cut between list items or
// paragraphs, never inside a table — a table larger than max goes whole.
// Each chunk after the first starts overlap lines before the previous one
// ends (moved back to a table's start rather than into it). Notes no
// larger than max are one chunk.
func Split(ctx context.Context, notes []byte, maxBytes, overlap int) ([]Chunk, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxChunkBytes
	}
	if overlap < 0 {
		overlap = 0
	}
	lines := strings.SplitAfter(string(notes), "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(notes) <= maxBytes || len(lines) <= 1 {
		return []Chunk{{Start: 1, End: max1(len(lines)), Text: string(notes)}}, nil
	}
	d, err := doc.Parse(ctx, notes)
	if err != nil {
		return nil, err
	}
	// kind(i): the node of line i (0-based); notes with HTML may hold
	// several nodes on a line, or none.
	kind := func(i int) doc.Node {
		if j := d.Index(i + 1); j >= 0 {
			return d.Nodes[j]
		}
		return doc.Node{}
	}
	inTable := func(i int) bool { return i >= 0 && i < len(lines) && kind(i).Table != nil }
	// safe[i]: a chunk may start at line i (0-based).
	safe := func(i int) bool {
		if i <= 0 || i >= len(lines) {
			return true
		}
		if inTable(i) && inTable(i-1) {
			return false
		}
		n := kind(i)
		return n.Kind == doc.Heading || n.Kind == doc.Blank || n.Kind == doc.Paragraph && n.Indent == 0 || n.Kind == doc.ListItem && n.Parent < 0 || n.Kind == doc.TableRow && n.HeaderRow
	}
	var chunks []Chunk
	start := 0
	for start < len(lines) {
		size, end, lastSafe, lastHeading := 0, start, -1, -1
		for end < len(lines) && (size+len(lines[end]) <= maxBytes || end == start) {
			size += len(lines[end])
			end++
			if end < len(lines) && safe(end) {
				lastSafe = end
				if kind(end).Kind == doc.Heading {
					lastHeading = end
				}
			}
		}
		if end < len(lines) {
			switch {
			case lastHeading > start:
				end = lastHeading
			case lastSafe > start:
				end = lastSafe
			default:
				// No safe cut in reach (one huge table): extend to the
				// next safe line so the table stays whole.
				for end < len(lines) && !safe(end) {
					end++
				}
			}
		}
		chunks = append(chunks, Chunk{Start: start + 1, End: end, Text: strings.Join(lines[start:end], "")})
		if end >= len(lines) {
			break
		}
		// Overlap with the previous chunk, unless that would start inside
		// a table (a table is sent whole, once).
		next := max(end-overlap, start+1)
		for i := next; i < end; i++ {
			if inTable(i) {
				next = end
				break
			}
		}
		start = next
	}
	return chunks, nil
}

func max1(n int) int {
	if n < 1 {
		return 1
	}
	return n
}
