"""The quantities stage: numbers in words and digits, money signs, units."""
