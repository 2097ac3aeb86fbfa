int ll(int first_value, int second_value)
{
	return pair(first_value, second_value);
}
