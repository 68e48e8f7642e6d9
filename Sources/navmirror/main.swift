import Foundation

// Swift buffers stdout when it is a pipe or a file; a server's log must reach it line by line.
setvbuf(stdout, nil, _IOLBF, 0)
NavMirrorCommand.main()
