int f(int c)
{
	spin_lock_irq(&l);
	if (c)
		return 5;
	spin_unlock_irq(&l);
	return 0;
}

int g(int c)
{
	spin_lock_irq(&m);
	foo();
	spin_unlock_irq(&m);
	return 0;
}

int h(int c)
{
	spin_lock_irq(&n);
	if (c)
		return 6;
	spin_unlock_irq(&n);
	return 1;
}
