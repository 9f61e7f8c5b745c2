import FeedrenderTesting
import Testing

/// Every feed and layout document in Fixtures/ becomes a snapshot per variant of the smoke
/// preset (references in Fixtures/Snapshots/): adding a YAML file adds coverage, no code.
@Test func fixtureDocuments() async {
    await assertFixtureSnapshots(in: "Fixtures", preset: .smoke)
}
