/* A macro whose arguments are statements: the parser passes over them,
 * and the function around keeps its code. */
void get(struct lockref *lockref)
{
	CMPXCHG_LOOP(
		new.count++;
	,
		return;
	);

	spin_lock(&lockref->lock);
	lockref->count++;
	spin_unlock(&lockref->lock);
}

int put(struct lockref *lockref)
{
	LOOP(if (x) return 0; y++;, foo(1););
	foo(2);
	return ({ int t = 1; foo(3); t; });
}
