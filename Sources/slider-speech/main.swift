import SliderSpeechCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// All behaviour lives in SliderSpeechCLI, where tests reach it without a process.
exit(SliderSpeechTool.main(argumentBytes: SliderSpeechTool.commandLineBytes(), io: .standard()))
