/* relocked: the first use of the lock is a lock that r did not match */
static int relocked(struct dev *d)
{
	int ret = 0;

	spin_lock_irq(&d->lock);
	spin_unlock_irq(&d->lock);
	spin_lock_irq(&d->lock);
	if (check(d))
		spin_unlock_irq(&d->lock);
	else
		ret = work(d);
	return ret;
}

/* once: the only lock, released on one branch only: reported */
static int once(struct dev *d)
{
	int ret = 0;

	spin_lock_irq(&d->lock);
	if (check(d))
		spin_unlock_irq(&d->lock);
	else
		ret = work(d);
	return ret;
}

/* balanced: released on every path: not reported */
static int balanced(struct dev *d)
{
	spin_lock_irq(&d->lock);
	work(d);
	spin_unlock_irq(&d->lock);
	return 0;
}

/* unlocked first: the first use is an unlock: not reported */
static int unlocked_first(struct dev *d)
{
	int ret = 0;

	spin_unlock_irq(&d->lock);
	spin_lock_irq(&d->lock);
	if (check(d))
		spin_unlock_irq(&d->lock);
	else
		ret = work(d);
	return ret;
}
