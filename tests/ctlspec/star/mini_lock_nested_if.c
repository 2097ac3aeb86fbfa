int f(struct musb *musb, int irq, int tx)
{
	if (irq)
		spin_lock(&musb->lock);
	if (!tx) {
		if (irq)
			spin_unlock(&musb->lock);
		return 1;
	}
	g();
	if (irq)
		spin_unlock(&musb->lock);
	return 0;
}
