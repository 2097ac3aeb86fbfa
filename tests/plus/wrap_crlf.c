/* A broken line ends with a bare line feed even in a CR LF file. */
int f(void)
{
	return foo(uc->irq, NULL, ccg_irq_handler, y, dev_name(uc->dev), uc, "a, b // c /* d");
}
