int setup(int irq)
{
	int ret;

	ret = req(irq, h, ONESHOT, "a");
	ret = req(irq, h, 0, "b");
	ret = req(irq, h, A | ONESHOT, "c");
	ret = req(irq, h, B, "d");
	return ret;
}
