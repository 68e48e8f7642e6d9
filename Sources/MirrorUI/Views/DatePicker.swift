import Foundation
import MirrorJSON

/// A date input bound to a `Date`, as in SwiftUI:
/// `DatePicker("Due", selection: $store.dueDate, displayedComponents: .date)`.
///
/// Picking a date sends the binding's action with the new date.
public struct DatePicker: PrimitiveView {
  let label: @MainActor (RenderContext) -> String
  let selection: Binding<Date>
  let components: DatePickerComponents

  /// Creates a date picker.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    let title = Text(titleKey).content
    self.label = { _ in title }
    self.selection = selection
    self.components = displayedComponents
  }

  /// Creates a date picker limited to `range`; the range is accepted and not drawn.
  public init<Range: RangeExpression<Date>>(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: Range,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(titleKey, selection: selection, displayedComponents: displayedComponents)
  }

  /// Creates a date picker whose label is a view, drawn as its text.
  public init<Label: View>(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.label = { context in
      context.rendering(at: .slot("label")) {
        MirrorUI.render(label, in: context).combined.plainText ?? ""
      }
    }
    self.selection = selection
    self.components = displayedComponents
  }

  /// The date a binding is set to while rendering, to find where the picked date goes: a
  /// `Date` is encoded as its seconds since 2001.
  static let marker = Date(timeIntervalSinceReferenceDate: -1_000_000_000.5)

  func render(in context: RenderContext) -> [RenderedNode] {
    let input = context.input(
      selection, marker: Self.marker,
      markerJSON: .double(Self.marker.timeIntervalSinceReferenceDate))
    let node = SceneNode.datePicker(
      label: label(context), date: selection.wrappedValue.timeIntervalSince1970,
      components: components, input: input)
    return [RenderedNode(node: node)]
  }
}
