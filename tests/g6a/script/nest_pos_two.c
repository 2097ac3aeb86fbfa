int f(int c)
{
	spin_lock_irq(&l);
	if (c)
		return 5;
	spin_unlock_irq(&l);
	spin_lock_irq(&k);
	if (c)
		return 7;
	spin_unlock_irq(&k);
	return 0;
}

int g(int c)
{
	spin_lock_irq(&m);
	foo();
	spin_unlock_irq(&m);
	return 0;
}
