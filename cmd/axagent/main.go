// Command axagent turns meeting notes into tracker tasks and notifications,
// without duplicates under retries, crashes and replays.
package main

import "os"

func main() { os.Exit(run(os.Args[1:])) }
