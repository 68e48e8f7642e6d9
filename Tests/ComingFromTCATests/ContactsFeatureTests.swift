import NavMirror
import Testing

/// The contacts' tests as TCA's tutorial writes them: exhaustive, non-exhaustive, by case key
/// path, through the stack.
@MainActor
struct ContactsFeatureTests {
  @Test func addFlow() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(
          contact: Contact(id: UUID(0), name: "")
        )
      )
    }
    await store.send(\.destination.addContact.setName, "Blob Jr.") {
      $0.destination?.modify(\.addContact) { $0.contact.name = "Blob Jr." }
    }
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.receive(
      \.destination.addContact.delegate.saveContact,
      Contact(id: UUID(0), name: "Blob Jr.")
    ) {
      $0.contacts = [
        Contact(id: UUID(0), name: "Blob Jr.")
      ]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func addFlowNonExhaustive() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off

    await store.send(.addButtonTapped)
    await store.send(\.destination.addContact.setName, "Blob Jr.")
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.skipReceivedActions()
    store.assert {
      $0.contacts = [
        Contact(id: UUID(0), name: "Blob Jr.")
      ]
      $0.destination = nil
    }
  }

  @Test func deleteContact() async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: [
          Contact(id: UUID(0), name: "Blob"),
          Contact(id: UUID(1), name: "Blob Jr."),
        ]
      )
    ) {
      ContactsFeature()
    }

    await store.send(.deleteButtonTapped(id: UUID(1))) {
      $0.destination = .alert(.deleteConfirmation(id: UUID(1)))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: UUID(1)))))) {
      $0.contacts.remove(id: UUID(1))
      $0.destination = nil
    }
  }

  @Test func detailDeletesItsContactAndDismissesItself() async {
    let blob = Contact(id: UUID(0), name: "Blob")
    let store = TestStore(initialState: ContactsFeature.State(contacts: [blob])) {
      ContactsFeature()
    }

    await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blob)))) {
      $0.path[id: 0] = ContactDetailFeature.State(contact: blob)
    }
    await store.send(\.path[id: 0].deleteButtonTapped) {
      $0.path[id: 0]?.alert = .confirmDeletion
    }
    await store.send(\.path[id: 0].alert.confirmDeletion) {
      $0.path[id: 0]?.alert = nil
    }
    await store.receive(\.path[id: 0].delegate.confirmDeletion) {
      $0.contacts = []
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func contactsRunInTheMirror() throws {
    let app = MirrorApp(
      name: "contacts", summary: "The tutorial's contacts.",
      initialState: ContactsFeature.State(), reducer: ContactsFeature()
    ) { store in
      Text("\(store.contacts.count) contacts")
    } dependencies: {
      $0.uuid = .incrementing
    }
    let runtime = app.start()
    try runtime.send(["addButtonTapped": [:]], origin: "page")
    try runtime.send(
      ["destination": ["presented": ["addContact": ["setName": ["_0": "Ada"]]]]], origin: "page")
    let destination = runtime.snapshot().state["destination"]
    #expect(destination?["addContact"]?["contact"]?["name"] == "Ada")
    #expect(
      destination?["addContact"]?["contact"]?["id"]
        == .string("00000000-0000-0000-0000-000000000000"))
  }
}
