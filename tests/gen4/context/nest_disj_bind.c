int f(int c)
{
	spin_lock_irq(&l);
	switch (c) {
	case 1:
		return 5;
	default:
		break;
	}
	foo();
	return 0;
}
int g(int c)
{
	spin_lock_irq(&l);
	if (c)
		return 1;
	spin_unlock_irq(&l);
	return 0;
}
