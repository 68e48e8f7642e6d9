import MirrorUI

/// The calendar tab: the transactions and the add-transaction sheet.
struct CalendarView: View {
  @Bindable var store: StoreOf<CalendarFeature>

  var body: some View {
    List {
      Section("Transactions") {
        if store.transactions.isEmpty {
          Text("No transactions yet").font(.caption)
        }
        ForEach(store.transactions) { transaction in
          Text(transaction.summary)
        }
      }
      Button("Add transaction") { store.send(.addButtonTapped) }
    }
    .navigationTitle("Calendar")
    .sheet(
      item: $store.scope(state: \.destination?.addTransaction, action: \.destination.addTransaction)
    ) { store in
      AddTransactionView(store: store)
    }
  }
}

struct AddTransactionView: View {
  @Bindable var store: StoreOf<AddTransactionFeature>

  var body: some View {
    List {
      Picker("Type", selection: $store.kind) {
        Text("Expense").tag(Transaction.Kind.expense)
        Text("Income").tag(Transaction.Kind.income)
      }
      .pickerStyle(.segmented)
      Picker("Amount", selection: $store.amount) {
        ForEach(AddTransactionFeature.amounts) { amount in
          Text("₩\(amount)").tag(amount)
        }
      }
      .pickerStyle(.inline)
      Button("Save") { store.send(.saveButtonTapped) }
      Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
    }
    .navigationTitle("New transaction")
  }
}
