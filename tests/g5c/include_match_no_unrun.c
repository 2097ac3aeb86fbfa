int h(int x)
{
	return x;
}
EXPORT_SYMBOL_GPL(h);
void g(void)
{
	request_irq(1, &h, 0);
}
