-- Ledger rows of balanced postings, written in one call (ledger.repository.ts,
-- insertTransactionsWithEntries): the transactions, then their entries in the order given (the
-- caller sorts them by account key: the balance trigger locks accounts in that order).
CREATE FUNCTION ledger_post(p_transactions jsonb, p_entries jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_transactions (id, kind, payment_id, payout_id, top_up_id, withdrawal_id,
    disbursement_id, provider_payout_id, memo, created_at)
  SELECT (t->>'id')::uuid, t->>'kind', (t->>'paymentId')::uuid, (t->>'payoutId')::uuid,
    (t->>'topUpId')::uuid, (t->>'withdrawalId')::uuid, (t->>'disbursementId')::uuid,
    t->>'providerPayoutId', t->>'memo', coalesce((t->>'createdAt')::timestamptz, now())
  FROM jsonb_array_elements(p_transactions) AS t;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, currency, created_at)
  SELECT (e.v->>'transactionId')::uuid, (e.v->>'accountId')::uuid, (e.v->>'amountMinor')::bigint,
    e.v->>'currency', coalesce((e.v->>'createdAt')::timestamptz, now())
  FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS e(v, position)
  ORDER BY e.position;
END $$;--> statement-breakpoint
-- A captured payment's reserved money counted in its raise and posted to the ledger, in one
-- round trip (funding.repository.ts, countReservedCapture): the business is locked by the first
-- statement and held only inside the database until the caller's COMMIT. Each statement of a
-- volatile function takes a new snapshot, so the update, taken after the lock, sees the payer's
-- other captures committed meanwhile (the investor count). Counts nothing and answers
-- counted = false when the raise is neither open nor just funded.
CREATE FUNCTION count_reserved_capture(
  p_project text, p_payment uuid, p_user uuid, p_amount bigint, p_reserved bigint, p_at timestamptz,
  p_open_statuses text[], p_invested_statuses text[], p_transactions jsonb, p_entries jsonb
) RETURNS TABLE (counted boolean, closed boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_was_open boolean;
  v_closes boolean;
  v_early boolean;
BEGIN
  SELECT p.status, p.raised_minor + p_amount >= p.target_minor,
    (p.funding_end IS NULL OR p.funding_end > p_at)
  INTO v_status, v_closes, v_early
  FROM projects p WHERE p.id = p_project FOR NO KEY UPDATE;
  IF NOT FOUND OR NOT (v_status = ANY (p_open_statuses) OR v_status = 'funded') THEN
    RETURN QUERY SELECT false, false;
    RETURN;
  END IF;
  v_was_open := v_status = ANY (p_open_statuses);
  v_closes := v_was_open AND v_closes;
  UPDATE projects p SET
    raised_minor = p.raised_minor + p_amount,
    reserved_minor = p.reserved_minor - p_reserved,
    investor_count = p.investor_count + CASE WHEN EXISTS (
      SELECT 1 FROM payments o
      WHERE o.project_id = p_project AND o.user_id = p_user AND o.id <> p_payment
        AND o.status = ANY (p_invested_statuses)) THEN 0 ELSE 1 END,
    status = CASE WHEN v_closes THEN 'funded' ELSE p.status END,
    funding_end = CASE WHEN v_closes AND v_early THEN p_at ELSE p.funding_end END,
    deadline_before_close = CASE WHEN v_closes AND v_early THEN p.funding_end ELSE p.deadline_before_close END,
    updated_at = p_at
  WHERE p.id = p_project;
  PERFORM ledger_post(p_transactions, p_entries);
  RETURN QUERY SELECT true, v_closes;
END $$;
