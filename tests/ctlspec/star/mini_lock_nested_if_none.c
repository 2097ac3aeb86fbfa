int f(struct musb *musb, int irq, int tx)
{
	spin_lock(&musb->lock);
	if (!tx) {
		if (irq)
			g();
		spin_unlock(&musb->lock);
		return 1;
	}
	g();
	spin_unlock(&musb->lock);
	return 0;
}
