import PropertyBased
import Testing

@testable import Switchyard

/// `StoreRunLoop`, the run loop's decisions as a value: what an event that arrives does in each phase, the order
/// waiting events are handed out in, starting once, and a released loop dropping what arrives. The core only does
/// what these answers say (StoreCore.send(_:), start(), deliverInitialValue(_:)).
@Suite(.timeLimit(.minutes(5)))
struct StoreRunLoopTests {
    /// A loop that has started, with nothing to do at start.
    private func idleLoop() -> StoreRunLoop<Int> {
        var loop = StoreRunLoop<Int>()
        let answer1 = loop.start(restoring: false, hasStartWork: false)
        #expect(answer1 == .nothing)
        return loop
    }

    @Test func anEventBeforeTheStartMakesTheStoreStartFirst() {
        var loop = StoreRunLoop<Int>()
        let answer2 = loop.arrive(1)
        #expect(answer2 == .startFirst)
        #expect(loop.queue.isEmpty)
        #expect(!loop.work.contains(.processing))
    }

    @Test func anIdleLoopProcessesAnEventNowAndIsProcessingUntilItFinishes() {
        var loop = idleLoop()
        let answer3 = loop.arrive(1)
        #expect(answer3 == .process)
        #expect(loop.work.contains(.processing))
        let answer4 = loop.finishProcessing()
        #expect(answer4 == false)
        #expect(!loop.work.contains(.processing))
        let answer5 = loop.arrive(2)
        #expect(answer5 == .process)
    }

    @Test func middlewareIsAskedFor() {
        var loop = idleLoop()
        loop.work.insert(.middleware)
        let answer6 = loop.arrive(1)
        #expect(answer6 == .processThroughMiddleware)
    }

    @Test func eventsSentWhileProcessingWaitAndComeOutFirstInFirstOut() {
        var loop = idleLoop()
        let answer7 = loop.arrive(0)
        #expect(answer7 == .process)
        let arrivals = (1...5).map { loop.arrive($0) }
        #expect(arrivals == Array(repeating: .queued, count: 5))
        var handedOut: [Int] = []
        while let event = loop.nextQueued() {
            handedOut.append(event)
            if event == 2 {  // sent while a queued event is processed
                let arrival = loop.arrive(6)
                #expect(arrival == .queued)
            }
        }
        #expect(handedOut == [1, 2, 3, 4, 5, 6])
        #expect(loop.queue.isEmpty)
    }

    @Test func aReleasedLoopDropsWhatArrivesInEveryPhase() {
        var unstarted = StoreRunLoop<Int>()
        let answer8 = unstarted.shutDown()
        #expect(answer8)
        let answer9 = unstarted.arrive(1)
        #expect(answer9 == .drop)
        let answer10 = unstarted.start(restoring: true, hasStartWork: true)
        #expect(answer10 == .nothing)

        var processing = idleLoop()
        _ = processing.arrive(1)
        let answer11 = processing.shutDown()
        #expect(answer11)
        let answer12 = processing.arrive(2)
        #expect(answer12 == .drop)
        #expect(processing.queue.isEmpty)
        let answer13 = processing.shutDown()
        #expect(!answer13, "shutting down twice does nothing the second time")
    }

    @Test func theStoreStartsOnceRestoringBeforeBeginning() {
        var restoring = StoreRunLoop<Int>()
        let answer14 = restoring.start(restoring: true, hasStartWork: true)
        #expect(answer14 == .restore)
        #expect(restoring.work.contains(.processing))
        let answer15 = restoring.arrive(1)
        #expect(answer15 == .queued)
        _ = restoring.finishProcessing()
        let answer16 = restoring.start(restoring: true, hasStartWork: true)
        #expect(answer16 == .nothing)

        var beginning = StoreRunLoop<Int>()
        let answer17 = beginning.start(restoring: false, hasStartWork: true)
        #expect(answer17 == .begin)
        var nothingToRun = StoreRunLoop<Int>()
        let answer18 = nothingToRun.start(restoring: false, hasStartWork: false)
        #expect(answer18 == .nothing)
        let answer19 = nothingToRun.arrive(1)
        #expect(answer19 == .process, "a store with no start work is started all the same")
    }

    @Test func theSettledObserverIsToldWhenProcessingEndsNotDuringIt() {
        var loop = idleLoop()
        loop.work.insert(.settledObserver)
        #expect(loop.settlesNow)
        _ = loop.arrive(1)
        #expect(!loop.settlesNow)
        let answer20 = loop.finishProcessing()
        #expect(answer20)
        #expect(loop.settlesNow)
    }

    @Test func aFirstDeliveryHoldsWhatItSendsUntilItReturns() {
        var loop = idleLoop()
        let answer21 = loop.beginHeldDelivery()
        #expect(answer21 == .held)
        let answer22 = loop.arrive(1)
        #expect(answer22 == .queued)
        let answer23 = loop.endHeldDelivery()
        #expect(answer23 == nil, "a started store processes what the delivery sent, in the loop")
        let answer24 = loop.nextQueued()
        #expect(answer24 == 1)

        var busy = idleLoop()
        _ = busy.arrive(0)
        let answer25 = busy.beginHeldDelivery()
        #expect(answer25 == .inline)
    }

    @Test func aFirstDeliveryBeforeTheStartHandsBackWhatItSent() {
        var loop = StoreRunLoop<Int>()
        let answer26 = loop.beginHeldDelivery()
        #expect(answer26 == .held)
        let answer27 = loop.arrive(1)
        #expect(answer27 == .queued)
        let answer28 = loop.arrive(2)
        #expect(answer28 == .queued)
        let answer29 = loop.endHeldDelivery()
        #expect(answer29 == [1, 2])
        #expect(loop.queue.isEmpty)
        let answer30 = loop.arrive(3)
        #expect(answer30 == .startFirst)
    }

    /// Whatever the interleaving of sends and of processing queued events, every event sent while processing is
    /// handed out exactly once, in the order it arrived, and one sent while idle is processed at once.
    @Test func everyEventIsProcessedOnceInArrivalOrder() async {
        // Each number: 0 = take the next queued event (or finish when none), otherwise send that event.
        await propertyCheck(count: 300, input: Gen.int(in: 0...4).array(of: 0...80)) { script in
            var loop = idleLoop()
            var next = 0
            var sent: [Int] = []
            var processed: [Int] = []
            for move in script {
                if move == 0 {
                    if let event = loop.nextQueued() {
                        processed.append(event)
                    } else if loop.work.contains(.processing) {
                        _ = loop.finishProcessing()
                    }
                } else {
                    next += 1
                    sent.append(next)
                    switch loop.arrive(next) {
                    case .process: processed.append(next)
                    case .queued: break
                    default: Issue.record("a started loop answered something else than process or queued")
                    }
                }
            }
            while let event = loop.nextQueued() { processed.append(event) }
            #expect(processed == sent)
        }
    }
}
