void lm(int a, int b)
{
	log_msg(1);
	log_msg(2, a);
	log_msg(3, a, b);
}
