/* A type name pasted with `##' is printed again whole (`u##size'), so
 * a cast that a rule writes again as it was stays as it was. */
#define RX(size)							\
static void rx_word_##size(struct hw *hw)				\
{									\
	*(u##size *)hw->rx = (u##size)hw->word;				\
}

static void rx(struct hw *hw)
{
	*(u8 *)hw->rx = hw->word;
}
