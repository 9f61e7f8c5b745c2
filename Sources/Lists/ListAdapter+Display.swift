import Layout

/// One row as display events see it: a section controller's cell, or one of its
/// supplementary views.
struct DisplayedRow: Hashable {
    let controller: SectionController
    /// The cell's index in its section; nil for a supplementary view.
    let item: Int?
    let kind: SupplementaryKind?

    static func == (lhs: DisplayedRow, rhs: DisplayedRow) -> Bool {
        lhs.controller === rhs.controller && lhs.item == rhs.item && lhs.kind == rhs.kind
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(controller))
        hasher.combine(item)
        hasher.combine(kind)
    }
}

extension ListAdapter: ListCollectionContext {
    public var insetContainerSize: Size {
        Size(width: max(0, containerSize.width - containerInset.left - containerInset.right),
             height: max(0, containerSize.height - containerInset.top - containerInset.bottom))
    }

    public func reload(_ sectionController: SectionController) {
        reloadCounts[ObjectIdentifier(sectionController), default: 0] += 1
        rowsRevision += 1
    }

    public func prepareForLayout(containerSize: Size, containerInset: EdgeInsets) {
        self.containerSize = containerSize
        self.containerInset = containerInset
    }

    /// Sends the display events of the rows that came on screen (each cell, then its
    /// section if it is the first of it on screen), then of those that left (each cell,
    /// then its section if none of it is left), updating the working range after each cell,
    /// as IGListKit's display and working-range handlers do. Rows coming on are handled
    /// first so that a section scrolling through does not leave the working range between
    /// one frame's cells and the next's.
    public func visibleRowsDidChange(to visibleRows: [Int]) {
        var seen = Set<DisplayedRow>()
        let now = visibleRows.compactMap { $0 >= 0 && $0 < rowKeys.count ? rowKeys[$0] : nil }.filter { seen.insert($0).inserted }
        let gone = displayedRows.filter { !seen.contains($0) }
        for row in now where !displayedRows.contains(row) {
            if let item = row.item {
                row.controller.displayDelegate?.listAdapter(self, willDisplay: row.controller, cellAt: item)
            }
            if !displayedRows.contains(where: { $0.controller === row.controller }) {
                row.controller.displayDelegate?.listAdapter(self, willDisplay: row.controller)
            }
            displayedRows.append(row)
            if row.item != nil { updateWorkingRange() }
        }
        for row in gone {
            displayedRows.removeAll { $0 == row }
            if let item = row.item {
                row.controller.displayDelegate?.listAdapter(self, didEndDisplaying: row.controller, cellAt: item)
            }
            if !displayedRows.contains(where: { $0.controller === row.controller }) {
                row.controller.displayDelegate?.listAdapter(self, didEndDisplaying: row.controller)
            }
            if row.item != nil { updateWorkingRange() }
        }
    }

    /// The sections from `workingRangeSize` before the first section with a cell on screen
    /// to as many after the last; tells those that entered, then those that left.
    private func updateWorkingRange() {
        let sections = displayedRows.filter { $0.item != nil }.compactMap { row in
            sectionControllers.firstIndex { $0 === row.controller }
        }
        var range: [SectionController] = []
        if let first = sections.min(), let last = sections.max() {
            let start = max(0, first - workingRangeSize), end = min(sectionControllers.count, last + 1 + workingRangeSize)
            range = Array(sectionControllers[start..<end])
        }
        let old = workingRangeControllers
        workingRangeControllers = range
        for controller in range where !old.contains(where: { $0 === controller }) {
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerWillEnterWorkingRange: controller)
        }
        for controller in old where !range.contains(where: { $0 === controller }) {
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerDidExitWorkingRange: controller)
        }
    }
}
