import FeedrenderCLI

FeedrenderCommand.main()
